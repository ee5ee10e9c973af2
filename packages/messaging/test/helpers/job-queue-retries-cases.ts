import { expect, it } from 'vitest';
import { JobFailedError, JobTimeoutError, UnrecoverableJobError } from '../../src/job-queue.js';
import { MARKER, recorder, runMarker } from './job-recorder.js';
import type { TestMessaging } from './targets.js';
import { waitFor } from './wait-for.js';

export function jobQueueRetriesCases(open: () => TestMessaging): void {
  it('retries exactly `attempts` times with exponential backoff, then rejects with the last error', async () => {
    const { queue } = open();
    const { calls, failWith } = recorder();
    await queue.startWorker({
      'test.retry': failWith((context) => new Error(`failure on attempt ${context.attempt}`)),
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
    const { queue } = open();
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
    const { queue } = open();
    const { calls, failWith } = recorder();
    await queue.startWorker({
      'test.retry': failWith(() => new UnrecoverableJobError('payload failed its schema')),
    });

    const failure = queue.enqueueAndWait('test.retry', { bad: true });
    await expect(failure).rejects.toThrow(JobFailedError);
    await expect(failure).rejects.toThrow('payload failed its schema');
    // A retry would have come 200 ms after the failure; a job delayed as long comes after it.
    await runMarker(queue, 'test.retry', calls, 200);
    expect(calls.map((call) => call.payload)).toEqual([{ bad: true }, MARKER]);
  });

  it('logs every failed attempt and the final failure', async () => {
    const { queue, logger } = open();
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
    const { queue } = open();
    const started = Date.now();
    const failure = await queue
      .enqueueAndWait('test.echo', {}, { timeoutMs: 200 })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(JobTimeoutError);
    expect((failure as JobTimeoutError).timeoutMs).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });
}
