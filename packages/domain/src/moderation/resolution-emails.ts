import type { DomainEventPayload } from '@starmatch/contracts/domain-events';
import { type EmailJob, JOB_NAMES } from '@starmatch/contracts/jobs';
import type { Database } from '@starmatch/db/database';
import { accountContact } from '@starmatch/db/queries/report-resolution';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { Kysely } from 'kysely';
import type { EventConsumer } from '../events/outbox-dispatcher.js';

/** One email of a resolution, and the part of the job id that tells it from the other. */
interface ResolutionEmail {
  key: 'warning' | 'thanks';
  job: EmailJob;
}

/**
 * The emails a resolution sends: a warning to its subject, and a thank-you to whoever reported.
 * Each goes to the address the account has when the event is delivered, and to nobody once the
 * account is gone.
 */
async function resolutionEmails(
  db: Kysely<Database>,
  { action, subjectId, reporterId }: DomainEventPayload<'report.resolved'>,
): Promise<ResolutionEmail[]> {
  const emails: ResolutionEmail[] = [];
  const subject = action === 'warn' && subjectId ? await accountContact(db, subjectId) : undefined;
  if (subject) {
    emails.push({
      key: 'warning',
      job: { template: 'moderation-warning', to: subject.email, fullName: subject.fullName },
    });
  }
  const reporter = reporterId ? await accountContact(db, reporterId) : undefined;
  if (reporter) {
    emails.push({
      key: 'thanks',
      job: { template: 'report-handled', to: reporter.email, fullName: reporter.fullName },
    });
  }
  return emails;
}

/**
 * Queues the emails of `report.resolved`. Job ids come from the event's id, so an event
 * delivered twice (by this process and then the relay) queues each email once, and the email
 * job's own delivery record keeps a re-run from sending it twice. A failed enqueue rejects:
 * the event stays in the outbox for the relay.
 */
export function resolutionEmailsConsumer(deps: {
  db: Kysely<Database>;
  queue: JobQueue;
}): EventConsumer {
  return async (event) => {
    if (event.type !== 'report.resolved') return [];
    for (const { key, job } of await resolutionEmails(deps.db, event.payload)) {
      await deps.queue.enqueue(JOB_NAMES.emailSend, job, { jobId: `${event.id}-${key}` });
    }
    return [];
  };
}
