import { expect, it } from 'vitest';
import { currentRequestId, runWithRequestId } from '../src/request-context.js';
import { describeJobQueue } from './helpers/job-queue-suite.js';
import { waitFor } from './helpers/wait-for.js';

describeJobQueue((open) => {
  it('runs a job in the request that enqueued it, and one enqueued outside any in none', async () => {
    const { queue } = open();
    const runs: Array<{ n: number; given: string | undefined; current: string | undefined }> = [];
    await queue.startWorker({
      'test.echo': async (payload, context) => {
        const { n } = payload as { n: number };
        runs.push({ n, given: context.requestId, current: currentRequestId() });
        // What a job enqueues goes on in the same request's name.
        if (n === 1) await queue.enqueue('test.other', { n: 3 });
      },
      'test.other': async (payload, context) => {
        const { n } = payload as { n: number };
        runs.push({ n, given: context.requestId, current: currentRequestId() });
      },
    });
    await runWithRequestId('abc-123', () => queue.enqueue('test.echo', { n: 1 }));
    await waitFor('the chained job to run', () => runs.length === 2);
    // Enqueued while abc-123's work is settling in this process, yet outside it.
    await queue.enqueue('test.echo', { n: 2 });
    await waitFor('the last job to run', () => runs.length === 3);
    expect(runs).toEqual([
      { n: 1, given: 'abc-123', current: 'abc-123' },
      { n: 3, given: 'abc-123', current: 'abc-123' },
      { n: 2, given: undefined, current: undefined },
    ]);
  });
});
