import { type DeckBuildJob, type DeckBuildReason, JOB_NAMES } from '@starmatch/contracts/jobs';
import { deckBuildFollowsChange } from '@starmatch/db/queries/decks';
import type { JobQueue } from '@starmatch/messaging/job-queue';

/**
 * After a change (profile, settings) every request for one user inside one window shares a single
 * job that runs when the window closes, after every change that asked for it has committed. A
 * request made once that job is due falls into the next window and gets a job of its own, so no
 * change is left unbuilt. The person's own deck therefore follows a change at most this long,
 * plus one deck.build run, after it is saved (docs/ARCHITECTURE.md "Matching and decks").
 */
export const DECK_BUILD_WINDOW_MS = 1000;

/**
 * A build asked for another reason (a refresh, a deck running low) runs at once, at most once per
 * user per this interval. The deck read rebuilds decks itself (deckNeedsBuild in packages/db), so
 * only tools and operators ask for these.
 */
export const OTHER_BUILD_INTERVAL_MS = 30_000;

/** The job id, which is what dedupes: the same id while a job is pending, running or recently done. */
export function deckBuildJobId(userId: string, reason: DeckBuildReason, now: number): string {
  if (deckBuildFollowsChange(reason)) {
    return `deck-change-${userId}-${Math.floor(now / DECK_BUILD_WINDOW_MS) + 1}`;
  }
  return `deck-refill-${userId}-${Math.floor(now / OTHER_BUILD_INTERVAL_MS)}`;
}

/**
 * Asks the worker to rebuild the user's deck; after a profile or settings change
 * ('profile_updated', 'settings_updated') the job also puts the user into the decks of everyone
 * who can now see them and takes them out of the rest. Call it after the change has committed.
 * Concurrent requests for the same user collapse into one job; resolves with its id.
 */
export async function requestDeckBuild(
  queue: JobQueue,
  userId: string,
  reason: DeckBuildReason,
  now: number = Date.now(),
): Promise<string> {
  const payload: DeckBuildJob = { userId, reason };
  const jobId = deckBuildJobId(userId, reason, now);
  const delayMs = deckBuildFollowsChange(reason)
    ? (Math.floor(now / DECK_BUILD_WINDOW_MS) + 1) * DECK_BUILD_WINDOW_MS - now
    : 0;
  return queue.enqueue(JOB_NAMES.deckBuild, payload, { jobId, delayMs });
}
