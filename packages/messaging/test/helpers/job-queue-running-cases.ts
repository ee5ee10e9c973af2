import { expect, it } from 'vitest';
import { MARKER, recorder, runMarker } from './job-recorder.js';
import type { TestMessaging } from './targets.js';
import { sleep, waitFor } from './wait-for.js';

export function jobQueueRunningCases(open: () => TestMessaging): void {
  it('runs the processor with the payload and a 1-based attempt, never inside enqueue', async () => {
    const { queue } = open();
    const { calls, record } = recorder();
    await queue.startWorker({
      'test.echo': async (payload, context) => record(payload, context),
    });

    const enqueuing = queue.enqueue('test.echo', { userId: 'u1', kind: 'welcome' });
    expect(calls).toEqual([]);
    const jobId = await enqueuing;
    await waitFor('the job to run', () => calls.length === 1);
    expect(calls.map(({ payload, context }) => ({ payload, context }))).toEqual([
      { payload: { userId: 'u1', kind: 'welcome' }, context: { jobId, attempt: 1 } },
    ]);
  });

  it('returns the processor result from enqueueAndWait, with BullMQ defaults for undefined', async () => {
    const { queue } = open();
    await queue.startWorker({
      'test.echo': async (payload) => {
        const { n } = payload as { n?: number };
        return n === undefined ? { received: payload } : { doubled: n * 2, list: [n] };
      },
      'test.other': async () => undefined,
    });

    expect(await queue.enqueueAndWait('test.echo', { n: 21 })).toEqual({ doubled: 42, list: [21] });
    expect(await queue.enqueueAndWait('test.echo', undefined)).toEqual({ received: {} });
    expect(await queue.enqueueAndWait('test.other', { n: 1 })).toBeNull();
  });

  it('keeps the payload as it was when enqueued', async () => {
    const { queue } = open();
    const { calls, record } = recorder();
    const payload = { tags: ['a'] };
    await queue.enqueue('test.echo', payload);
    payload.tags.push('b');
    await queue.startWorker({ 'test.echo': async (p, context) => record(p, context) });
    await waitFor('the job to run', () => calls.length === 1);
    expect(calls[0]?.payload).toEqual({ tags: ['a'] });
  });

  it('deduplicates by jobId and runs jobs enqueued before the worker started', async () => {
    const { queue } = open();
    const { calls, record } = recorder();
    expect(await queue.enqueue('test.echo', { n: 1 }, { jobId: 'deck-u42' })).toBe('deck-u42');
    expect(await queue.enqueue('test.echo', { n: 2 }, { jobId: 'deck-u42' })).toBe('deck-u42');
    expect(await queue.enqueue('test.other', { n: 3 }, { jobId: 'deck-u42' })).toBe('deck-u42');

    await queue.startWorker({
      'test.echo': async (payload, context) => record(payload, context),
      'test.other': async (payload, context) => record(payload, context),
    });
    await waitFor('both queues to run their job', () => calls.length === 2);
    expect(await queue.enqueue('test.echo', { n: 4 }, { jobId: 'deck-u42' })).toBe('deck-u42');
    // One job at a time, first in first out: had { n: 4 } been queued, it would run before this.
    await runMarker(queue, 'test.echo', calls);
    expect(
      calls
        .map((call) => call.payload)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual([MARKER, { n: 1 }, { n: 3 }]);
  });

  it('honours delayMs', async () => {
    const { queue } = open();
    const { calls, record } = recorder();
    await queue.startWorker({ 'test.echo': async (payload, context) => record(payload, context) });
    const enqueuedAt = Date.now();
    await queue.enqueue('test.echo', { late: true }, { delayMs: 400 });
    await queue.enqueue('test.echo', { late: false });
    await waitFor('the undelayed job', () => calls.length === 1);
    expect(calls.map((call) => call.payload)).toEqual([{ late: false }]);
    await waitFor('the delayed job', () => calls.length === 2);
    expect(calls[1]?.payload).toEqual({ late: true });
    expect((calls[1]?.at ?? 0) - enqueuedAt).toBeGreaterThanOrEqual(395);
  });

  it.each([
    { label: 'the default', concurrency: undefined, expected: 1 },
    { label: 'concurrency 3', concurrency: 3, expected: 3 },
  ])('runs at most $expected job(s) at once with $label', async ({ concurrency, expected }) => {
    const { queue } = open();
    let running = 0;
    let peak = 0;
    await queue.startWorker(
      {
        'test.echo': async () => {
          running += 1;
          peak = Math.max(peak, running);
          await sleep(150);
          running -= 1;
        },
      },
      concurrency === undefined ? {} : { concurrency },
    );
    await Promise.all([1, 2, 3].map((n) => queue.enqueueAndWait('test.echo', { n })));
    expect(peak).toBe(expected);
  });
}
