import { describe, expect, it } from 'vitest';
import {
  InvalidJobIdError,
  type JobContext,
  JobFailedError,
  type JobQueue,
  JobTimeoutError,
  QueueClosedError,
  UnknownJobError,
  UnrecoverableJobError,
  WorkerAlreadyStartedError,
} from '../src/job-queue.js';
import { targets, useMessaging } from './helpers/targets.js';
import { sleep, waitFor } from './helpers/wait-for.js';

const settings = {
  'test.echo': { attempts: 1, backoffMs: 10 },
  'test.retry': { attempts: 3, backoffMs: 200 },
  'test.other': { attempts: 2, backoffMs: 10 },
};

interface Call {
  payload: unknown;
  context: JobContext;
  at: number;
}

function recorder() {
  const calls: Call[] = [];
  const record = (payload: unknown, context: JobContext) => {
    calls.push({ payload, context, at: Date.now() });
  };
  return { calls, record };
}

const MARKER = { marker: true };

function isMarker(payload: unknown): boolean {
  return (payload as { marker?: unknown }).marker === true;
}

/**
 * Enqueues a marker job and waits for it to run: whatever the queue was going to run before it
 * has run by then, so a test can assert that nothing else did without sleeping.
 */
async function runMarker(queue: JobQueue, name: string, calls: Call[], delayMs = 0): Promise<void> {
  await queue.enqueue(name, MARKER, { delayMs });
  await waitFor('the marker job', () => calls.some((call) => isMarker(call.payload)));
}

describe.each(targets)('job queue ($kind)', (target) => {
  const open = useMessaging(target);

  it('runs the processor with the payload and a 1-based attempt, never inside enqueue', async () => {
    const { queue } = open(settings);
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
    const { queue } = open(settings);
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
    const { queue } = open(settings);
    const { calls, record } = recorder();
    const payload = { tags: ['a'] };
    await queue.enqueue('test.echo', payload);
    payload.tags.push('b');
    await queue.startWorker({ 'test.echo': async (p, context) => record(p, context) });
    await waitFor('the job to run', () => calls.length === 1);
    expect(calls[0]?.payload).toEqual({ tags: ['a'] });
  });

  it('retries exactly `attempts` times with exponential backoff, then rejects with the last error', async () => {
    const { queue } = open(settings);
    const { calls, record } = recorder();
    await queue.startWorker({
      'test.retry': async (payload, context) => {
        record(payload, context);
        if (isMarker(payload)) return;
        throw new Error(`failure on attempt ${context.attempt}`);
      },
    });

    const failure = await queue.enqueueAndWait('test.retry', { n: 1 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(JobFailedError);
    expect((failure as JobFailedError).message).toBe('failure on attempt 3');
    expect((failure as JobFailedError).jobName).toBe('test.retry');
    expect(calls.map((call) => call.context.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = calls.map((call) => call.at) as [number, number, number];
    // 200 ms then 400 ms; the upper bound leaves slack for a loaded machine.
    expect(second - first).toBeGreaterThanOrEqual(195);
    expect(second - first).toBeLessThan(390);
    expect(third - second).toBeGreaterThanOrEqual(395);

    // A fourth attempt would have come 800 ms after the third; a job delayed as long comes after it.
    await runMarker(queue, 'test.retry', calls, 800);
    expect(calls.map((call) => call.payload)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }, MARKER]);
  });

  it('resolves when a later attempt succeeds', async () => {
    const { queue } = open(settings);
    const attempts: number[] = [];
    await queue.startWorker({
      'test.retry': async (_payload, { attempt }) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error('transient');
        return `recovered on ${attempt}`;
      },
    });
    expect(await queue.enqueueAndWait('test.retry', {})).toBe('recovered on 3');
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('stops after one attempt when the processor throws UnrecoverableJobError', async () => {
    const { queue } = open(settings);
    const { calls, record } = recorder();
    await queue.startWorker({
      'test.retry': async (payload, context) => {
        record(payload, context);
        if (isMarker(payload)) return;
        throw new UnrecoverableJobError('payload failed its schema');
      },
    });

    const failure = queue.enqueueAndWait('test.retry', { bad: true });
    await expect(failure).rejects.toThrow(JobFailedError);
    await expect(failure).rejects.toThrow('payload failed its schema');
    // A retry would have come 200 ms after the failure; a job delayed as long comes after it.
    await runMarker(queue, 'test.retry', calls, 200);
    expect(calls.map((call) => call.payload)).toEqual([{ bad: true }, MARKER]);
  });

  it('logs every failed attempt and the final failure', async () => {
    const { queue, logger } = open(settings);
    await queue.startWorker({
      'test.other': async () => {
        throw new Error('smtp down');
      },
    });
    await expect(queue.enqueueAndWait('test.other', {})).rejects.toThrow('smtp down');
    await waitFor('the final failure to be logged', () => logger.entries.length === 3);
    const logged = logger.entries.map(({ level, msg, obj }) => {
      return [level, msg, obj.jobName, obj.attempt, (obj.err as Error).message];
    });
    expect(logged).toEqual([
      ['warn', 'job attempt failed', 'test.other', 1, 'smtp down'],
      ['warn', 'job attempt failed', 'test.other', 2, 'smtp down'],
      ['error', 'job failed', 'test.other', 2, 'smtp down'],
    ]);
  });

  it('rejects enqueueAndWait with JobTimeoutError when nothing finishes the job in time', async () => {
    const { queue } = open(settings);
    const started = Date.now();
    const failure = await queue
      .enqueueAndWait('test.echo', {}, { timeoutMs: 200 })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(JobTimeoutError);
    expect((failure as JobTimeoutError).timeoutMs).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('deduplicates by jobId and runs jobs enqueued before the worker started', async () => {
    const { queue } = open(settings);
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

  it('rejects job ids that BullMQ cannot store', async () => {
    const { queue } = open(settings);
    await expect(queue.enqueue('test.echo', {}, { jobId: '42' })).rejects.toThrow(
      InvalidJobIdError,
    );
    await expect(queue.enqueue('test.echo', {}, { jobId: 'a:b' })).rejects.toThrow(
      'Job id "a:b" must not be an integer or contain ":"',
    );
  });

  it('honours delayMs', async () => {
    const { queue } = open(settings);
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

  it('throws UnknownJobError for job names without settings', async () => {
    const { queue } = open(settings);
    await expect(queue.enqueue('test.nope', {})).rejects.toThrow(UnknownJobError);
    await expect(queue.enqueueAndWait('test.nope', {})).rejects.toThrow(
      'No job settings for "test.nope"',
    );
    await expect(queue.startWorker({ 'test.nope': async () => 1 })).rejects.toThrow(
      UnknownJobError,
    );
  });

  it('refuses a second worker for the same name in one queue', async () => {
    const { queue } = open(settings);
    await queue.startWorker({ 'test.echo': async () => 1 });
    await expect(queue.startWorker({ 'test.echo': async () => 2 })).rejects.toThrow(
      WorkerAlreadyStartedError,
    );
  });

  it.each([
    { label: 'the default', concurrency: undefined, expected: 1 },
    { label: 'concurrency 3', concurrency: 3, expected: 3 },
  ])('runs at most $expected job(s) at once with $label', async ({ concurrency, expected }) => {
    const { queue } = open(settings);
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

  it('close waits for in-flight jobs, drops pending ones and refuses new work', async () => {
    const { queue } = open(settings);
    const events: string[] = [];
    await queue.startWorker({
      'test.echo': async () => {
        events.push('started');
        await sleep(300);
        events.push('finished');
        return 'done';
      },
    });
    const inFlight = queue.enqueueAndWait('test.echo', {});
    const unprocessed = queue.enqueueAndWait('test.other', {}).catch((e: unknown) => e);
    await queue.enqueue('test.echo', { delayed: true }, { delayMs: 500 });
    await waitFor('the job to start', () => events.length === 1);

    await queue.close();
    events.push('closed');
    expect(events).toEqual(['started', 'finished', 'closed']);
    await expect(inFlight).resolves.toBe('done');
    expect(await unprocessed).toBeInstanceOf(QueueClosedError);
    await sleep(600);
    expect(events).toEqual(['started', 'finished', 'closed']);
    await expect(queue.enqueue('test.echo', {})).rejects.toThrow(QueueClosedError);
    await expect(queue.ping()).rejects.toThrow('The job queue is closed');
  });

  it('answers ping while open', async () => {
    const { queue } = open(settings);
    await expect(queue.ping()).resolves.toBeUndefined();
  });
});
