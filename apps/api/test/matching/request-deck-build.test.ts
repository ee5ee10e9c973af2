import { JOB_NAMES, JOB_SETTINGS } from '@starmatch/contracts/jobs';
import {
  DECK_BUILD_WINDOW_MS,
  requestDeckBuild,
} from '@starmatch/domain/matching/request-deck-build';
import { createMessaging, type Messaging } from '@starmatch/messaging/create-messaging';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const USER = '0b7f0c3e-3f8a-4d2e-9a51-3f2d3c1e9a10';

/** Records what would be enqueued; only the options matter here. */
function recordingQueue() {
  const calls: Array<{ name: string; payload: unknown; options: unknown }> = [];
  const queue = {
    async enqueue(name: string, payload: unknown, options?: unknown) {
      calls.push({ name, payload, options });
      return (options as { jobId: string }).jobId;
    },
  } as unknown as JobQueue;
  return { queue, calls };
}

describe('requestDeckBuild', () => {
  it('gives changes in one window one job, due when the window closes', async () => {
    const { queue, calls } = recordingQueue();
    const start = 1_700_000_000_250;
    await requestDeckBuild(queue, USER, 'profile_updated', start);
    await requestDeckBuild(queue, USER, 'settings_updated', start + 700);
    await requestDeckBuild(queue, USER, 'profile_updated', start + 750);
    expect(calls).toEqual([
      {
        name: JOB_NAMES.deckBuild,
        payload: { userId: USER, reason: 'profile_updated' },
        options: { jobId: `deck-change-${USER}-1700000001`, delayMs: 750 },
      },
      {
        name: JOB_NAMES.deckBuild,
        payload: { userId: USER, reason: 'settings_updated' },
        options: { jobId: `deck-change-${USER}-1700000001`, delayMs: 50 },
      },
      {
        name: JOB_NAMES.deckBuild,
        payload: { userId: USER, reason: 'profile_updated' },
        options: { jobId: `deck-change-${USER}-1700000002`, delayMs: 1000 },
      },
    ]);
  });

  it('refills a low deck at once, at most once per 30 seconds', async () => {
    const { queue, calls } = recordingQueue();
    await requestDeckBuild(queue, USER, 'deck_low', 60_000);
    await requestDeckBuild(queue, USER, 'refresh', 89_999);
    await requestDeckBuild(queue, USER, 'deck_low', 90_000);
    expect(calls.map((call) => call.options)).toEqual([
      { jobId: `deck-refill-${USER}-2`, delayMs: 0 },
      { jobId: `deck-refill-${USER}-2`, delayMs: 0 },
      { jobId: `deck-refill-${USER}-3`, delayMs: 0 },
    ]);
  });
});

describe('requestDeckBuild on a real queue', () => {
  let messaging: Messaging;
  beforeEach(() => {
    messaging = createMessaging({ settings: JOB_SETTINGS, logger: pino({ level: 'silent' }) });
  });
  afterEach(async () => {
    await messaging.queue.close();
    await messaging.bus.close();
  });

  it('runs one job for a burst of changes, within one window of the first', async () => {
    const runs: Array<{ payload: unknown; at: number }> = [];
    await messaging.queue.startWorker({
      [JOB_NAMES.deckBuild]: async (payload) => {
        runs.push({ payload, at: Date.now() });
        return null;
      },
    });
    const asked = Date.now();
    const ids = await Promise.all([
      requestDeckBuild(messaging.queue, USER, 'profile_updated', asked),
      requestDeckBuild(messaging.queue, USER, 'settings_updated', asked),
    ]);
    expect(ids[0]).toBe(ids[1]);
    await expect.poll(() => runs.length, { timeout: 3000 }).toBe(1);
    expect(runs[0]!.payload).toEqual({ userId: USER, reason: 'profile_updated' });
    expect(runs[0]!.at - asked).toBeLessThanOrEqual(DECK_BUILD_WINDOW_MS + 100);
  });
});
