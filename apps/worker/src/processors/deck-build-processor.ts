import { deckBuildJobSchema } from '@starmatch/contracts/jobs';
import type { Database } from '@starmatch/db/database';
import { scoresByViewerSign } from '@starmatch/db/deck-ranking';
import { buildDeck } from '@starmatch/db/queries/deck-build';
import {
  deckBuildFansOut,
  fanOutCandidate,
  findProfileSign,
  removeCandidateFromDecks,
} from '@starmatch/db/queries/decks';
import { appToday } from '@starmatch/db/queries/visibility';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import type { Kysely } from 'kysely';

export interface DeckBuildResult {
  /** Entries now in the user's deck. */
  deckSize: number;
  /** Everyone the user could see at build time; more than deckSize when the deck was cut. */
  visible: number;
  /** Decks the user was put into and taken out of; absent when the build did not fan out. */
  fanOut?: { added: number; removed: number };
}

/** Puts the user into the decks of everyone who can see them now, and out of the rest. */
export async function fanOutUser(
  db: Kysely<Database>,
  params: { userId: string; today: string },
): Promise<{ added: number; removed: number }> {
  const sign = await findProfileSign(db, params.userId);
  if (!sign) return { added: 0, removed: await removeCandidateFromDecks(db, params.userId) };
  return fanOutCandidate(db, {
    candidateId: params.userId,
    today: params.today,
    scores: scoresByViewerSign(sign),
  });
}

/** deck.build: the user's own deck, then (after a profile or settings change) the fan-out. */
export function createDeckBuildProcessor(
  db: Kysely<Database>,
  options: { deckSize?: number; today?: () => string } = {},
): JobProcessor {
  const today = options.today ?? (() => appToday());
  return async (payload): Promise<DeckBuildResult> => {
    const parsed = deckBuildJobSchema.safeParse(payload);
    if (!parsed.success) {
      throw new UnrecoverableJobError(`Invalid deck job: ${parsed.error.issues[0]?.message}`);
    }
    const { userId, reason } = parsed.data;
    const day = today();
    const built = await buildDeck(db, {
      userId,
      today: day,
      ...(options.deckSize ? { deckSize: options.deckSize } : {}),
    });
    if (!deckBuildFansOut(reason)) return built;
    return { ...built, fanOut: await fanOutUser(db, { userId, today: day }) };
  };
}
