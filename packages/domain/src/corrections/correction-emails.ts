import { requestedDetailLines } from '@starmatch/contracts/corrections';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import type { Database } from '@starmatch/db/database';
import { correctionRequestById } from '@starmatch/db/queries/correction-requests';
import { accountContact } from '@starmatch/db/queries/report-resolution';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { Kysely } from 'kysely';
import type { EventConsumer } from '../events/outbox-dispatcher.js';
import { requestedDetailsView } from './correction-view.js';

/**
 * Emails the person the moderator's decision on their correction request, approved or not, to
 * the address the account has when the event is delivered (nobody once it is gone). The job id
 * comes from the event's id, so an event delivered twice queues the email once.
 */
export function correctionEmailsConsumer(deps: {
  db: Kysely<Database>;
  queue: JobQueue;
}): EventConsumer {
  return async (event) => {
    if (event.type !== 'correction.decided') return [];
    const { requestId, userId, approved } = event.payload;
    const [person, request] = await Promise.all([
      accountContact(deps.db, userId),
      correctionRequestById(deps.db, requestId),
    ]);
    if (!person || !request) return [];
    await deps.queue.enqueue(
      JOB_NAMES.emailSend,
      {
        template: 'correction-decided',
        to: person.email,
        fullName: person.fullName,
        approved,
        requested: requestedDetailLines(requestedDetailsView(request)),
      },
      { jobId: `${event.id}-correction-decided` },
    );
    return [];
  };
}
