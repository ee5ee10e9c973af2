import { emailJobSchema } from '@starmatch/contracts/jobs';
import type { Database } from '@starmatch/db/database';
import { findEmailDelivery, recordEmailDelivery } from '@starmatch/db/queries/email-deliveries';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { renderEmail } from '../mail/email-templates.js';
import type { MailTransport } from '../mail/mail-transport.js';

/**
 * email.send, once in effect: the job's id is the email's idempotency key (the same for every
 * run of the job, never another job's), and a delivery recorded under it is not sent again, so
 * a job that runs a second time (its worker died after sending; a retry after a failure later
 * on) sends nothing. The record is written after the transport accepted the email, so an email
 * is never lost for a record; only a crash in the moment between the two can send it twice.
 */
export function createEmailProcessor(options: {
  transport: MailTransport;
  appUrl: string;
  db: Kysely<Database>;
  logger: Pick<Logger, 'info' | 'error'>;
}): JobProcessor {
  const { transport, appUrl, db, logger } = options;
  return async (payload, { jobId }) => {
    const parsed = emailJobSchema.safeParse(payload);
    if (!parsed.success) {
      // A bad payload is a producer bug: retrying cannot fix it.
      throw new UnrecoverableJobError(`Invalid email job: ${parsed.error.issues[0]?.message}`);
    }
    const { template } = parsed.data;
    const earlier = await findEmailDelivery(db, jobId);
    if (earlier) {
      logger.info({ jobId, template, sentAt: earlier.sent_at }, 'email already sent; not again');
      return { sent: true, alreadySent: true };
    }
    const email = renderEmail(parsed.data, appUrl);
    await transport.send({ to: parsed.data.to, ...email, idempotencyKey: jobId });
    try {
      await recordEmailDelivery(db, { idempotencyKey: jobId, template });
    } catch (error) {
      // Sent: failing the job now would only send it again. Only a re-run of this very job
      // (its worker dying before the job completes) could repeat it.
      logger.error({ err: error, jobId, template }, 'email sent but its delivery was not recorded');
    }
    return { sent: true };
  };
}
