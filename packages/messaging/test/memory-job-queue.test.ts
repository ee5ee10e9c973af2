import { describe, expect, it } from 'vitest';
import { KEEP_COMPLETED } from '../src/job-settings.js';
import { createMemoryJobQueue } from '../src/memory-job-queue.js';
import { createRecordingLogger } from './helpers/recording-logger.js';
import { waitFor } from './helpers/wait-for.js';

describe('memory job queue', () => {
  it('forgets the oldest finished ids past the retention bound, as BullMQ does', async () => {
    const queue = createMemoryJobQueue({
      settings: { 'test.echo': { attempts: 1, backoffMs: 1 } },
      logger: createRecordingLogger(),
    });
    const seen: string[] = [];
    await queue.startWorker({ 'test.echo': async (_payload, { jobId }) => seen.push(jobId) });
    const total = KEEP_COMPLETED.count + 1;
    for (let i = 0; i < total; i += 1) await queue.enqueue('test.echo', {}, { jobId: `job-${i}` });
    await waitFor('every job', () => seen.length === total);

    await queue.enqueue('test.echo', {}, { jobId: `job-${total - 1}` });
    await queue.enqueue('test.echo', {}, { jobId: 'job-0' });
    await waitFor('the forgotten id to run again', () => seen.length === total + 1);
    await queue.close();
    expect(seen.slice(-2)).toEqual([`job-${total - 1}`, 'job-0']);
    expect(seen).toHaveLength(total + 1);
  });
});
