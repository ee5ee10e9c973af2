import { JOB_NAMES } from '@starmatch/contracts/jobs';
import type { Database } from '@starmatch/db/database';
import { listNoticeRecipients } from '@starmatch/db/queries/safety-notices';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { Kysely } from 'kysely';
import type { EventConsumer } from '../events/outbox-dispatcher.js';

/**
 * Emails everyone the ban warned (the safety notices written in the ban's transaction), to the
 * address each has when the event is delivered. The email never names the banned person. Job ids
 * come from the event's id and the recipient, so an event delivered twice queues each email
 * once. A failed enqueue rejects: the event stays in the outbox for the relay.
 */
export function matchRemovedEmailsConsumer(deps: {
  db: Kysely<Database>;
  queue: JobQueue;
}): EventConsumer {
  return async (event) => {
    if (event.type !== 'account.banned') return [];
    for (const recipient of await listNoticeRecipients(deps.db, event.payload.userId)) {
      await deps.queue.enqueue(
        JOB_NAMES.emailSend,
        { template: 'match-removed', to: recipient.email, fullName: recipient.fullName },
        { jobId: `${event.id}-match-removed-${recipient.userId}` },
      );
    }
    return [];
  };
}
