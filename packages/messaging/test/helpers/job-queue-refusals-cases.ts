import { expect, it } from 'vitest';
import {
  InvalidJobIdError,
  QueueClosedError,
  UnknownJobError,
  WorkerAlreadyStartedError,
} from '../../src/job-queue.js';
import type { TestMessaging } from './targets.js';
import { sleep, waitFor } from './wait-for.js';

export function jobQueueRefusalsCases(open: () => TestMessaging): void {
  it('rejects job ids that BullMQ cannot store', async () => {
    const { queue } = open();
    await expect(queue.enqueue('test.echo', {}, { jobId: '42' })).rejects.toThrow(
      InvalidJobIdError,
    );
    await expect(queue.enqueue('test.echo', {}, { jobId: 'a:b' })).rejects.toThrow(
      'Job id "a:b" must not be an integer or contain ":"',
    );
  });

  it('throws UnknownJobError for job names without settings', async () => {
    const { queue } = open();
    await expect(queue.enqueue('test.nope', {})).rejects.toThrow(UnknownJobError);
    await expect(queue.enqueueAndWait('test.nope', {})).rejects.toThrow(
      'No job settings for "test.nope"',
    );
    await expect(queue.startWorker({ 'test.nope': async () => 1 })).rejects.toThrow(
      UnknownJobError,
    );
  });

  it('refuses a second worker for the same name in one queue', async () => {
    const { queue } = open();
    await queue.startWorker({ 'test.echo': async () => 1 });
    await expect(queue.startWorker({ 'test.echo': async () => 2 })).rejects.toThrow(
      WorkerAlreadyStartedError,
    );
  });

  it('close waits for in-flight jobs, drops pending ones and refuses new work', async () => {
    const { queue } = open();
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
    const { queue } = open();
    await expect(queue.ping()).resolves.toBeUndefined();
  });
}
