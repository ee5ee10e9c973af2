import { JOB_NAMES } from '@starmatch/contracts/jobs';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { EventConsumer } from '../events/outbox-dispatcher.js';

/**
 * Has a banned person's photos hashed (docs/ARCHITECTURE.md "Banned photos"): hashing is CPU
 * work, so it runs in the worker after the ban commits, not in the ban's transaction. The job id
 * comes from the event's id, so an event delivered twice queues one job (and the job itself
 * stores each hash once). A failed enqueue rejects: the event stays in the outbox for the relay.
 */
export function banPhotoHashesConsumer(deps: { queue: JobQueue }): EventConsumer {
  return async (event) => {
    if (event.type !== 'account.banned') return [];
    await deps.queue.enqueue(
      JOB_NAMES.banPhotoHashes,
      { userId: event.payload.userId },
      { jobId: `${event.id}-ban-photo-hashes` },
    );
    return [];
  };
}
