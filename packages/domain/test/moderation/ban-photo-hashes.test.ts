import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@starmatch/contracts/domain-events';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import type { Messaging } from '@starmatch/messaging/create-messaging';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { banPhotoHashesConsumer } from '../../src/moderation/ban-photo-hashes.js';
import { useCaseContextPerFile } from '../support/use-case-context.js';

// account.banned has the banned person's photos hashed off the ban's transaction
// (docs/ARCHITECTURE.md "Banned photos"): one job per event, however often it is delivered.

const NOW = new Date('2031-03-04T05:06:07.000Z');
let ctx: DomainContext;
let messaging: Messaging;
const jobs: Array<{ jobId: string; payload: unknown }> = [];

useCaseContextPerFile((context) => ({ ctx, messaging } = context), { now: () => NOW });
beforeAll(async () => {
  await messaging.queue.startWorker({
    [JOB_NAMES.banPhotoHashes]: async (payload, { jobId }) => {
      jobs.push({ jobId, payload });
    },
  });
});

describe('the banned photo hashes consumer', () => {
  it('queues one hashing job per ban event, delivered twice or not, and nothing for others', async () => {
    const userId = randomUUID();
    const event: DomainEvent = {
      id: randomUUID(),
      type: 'account.banned',
      occurredAt: NOW.toISOString(),
      payload: { userId },
    };
    const consumer = banPhotoHashesConsumer({ queue: ctx.queue });
    expect(await consumer(event, {})).toEqual([]);
    expect(await consumer(event, {})).toEqual([]);
    const suspended: DomainEvent = {
      id: randomUUID(),
      type: 'account.suspended',
      occurredAt: NOW.toISOString(),
      payload: { userId },
    };
    expect(await consumer(suspended, {})).toEqual([]);
    await expect.poll(() => jobs.length, { timeout: 10_000 }).toBe(1);
    // A marker job after them: once it has run, a second hashing job would have run too.
    await ctx.queue.enqueueAndWait(JOB_NAMES.banPhotoHashes, { userId: randomUUID() });
    expect(jobs.filter((job) => job.jobId.startsWith(event.id))).toEqual([
      { jobId: `${event.id}-ban-photo-hashes`, payload: { userId } },
    ]);
    expect(jobs).toHaveLength(2);
  });
});
