import type { DomainEvent } from '@starmatch/contracts/domain-events';
import { type EmailJob, JOB_NAMES } from '@starmatch/contracts/jobs';
import type { Database } from '@starmatch/db/database';
import { accountStanding } from '@starmatch/db/queries/appeals';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { Kysely } from 'kysely';
import type { EventConsumer } from '../events/outbox-dispatcher.js';
import { createAppealToken } from './appeal-token.js';

/**
 * The email of a sanction (a suspension or ban, with the link to appeal it) or of an appeal's
 * decision, to the address the account has when the event is delivered. Nothing for an account
 * that is gone, nor for a sanction no longer in place by then (lifted before the email left).
 */
async function emailOf(
  db: Kysely<Database>,
  event: DomainEvent,
  now: Date,
): Promise<EmailJob | undefined> {
  if (event.type === 'report.resolved') {
    const { action, subjectId, reportId } = event.payload;
    if ((action !== 'suspend' && action !== 'ban') || !subjectId) return undefined;
    const account = await accountStanding(db, subjectId);
    if (!account) return undefined;
    const to = { to: account.email, fullName: account.fullName };
    const appealToken = await createAppealToken(db, { userId: subjectId, reportId });
    if (action === 'ban') {
      return account.bannedAt ? { template: 'account-banned', ...to, appealToken } : undefined;
    }
    const until = account.suspendedUntil;
    if (!until || until.getTime() <= now.getTime()) return undefined;
    return { template: 'account-suspended', ...to, until: until.toISOString(), appealToken };
  }
  if (event.type === 'appeal.decided') {
    const account = await accountStanding(db, event.payload.userId);
    const appeal = await db
      .selectFrom('appeals')
      .select('sanction')
      .where('id', '=', event.payload.appealId)
      .executeTakeFirst();
    if (!account || !appeal) return undefined;
    return {
      template: 'appeal-decided',
      to: account.email,
      fullName: account.fullName,
      sanction: appeal.sanction,
      upheld: event.payload.upheld,
    };
  }
  return undefined;
}

/**
 * Queues the emails of `report.resolved` (a suspension's or ban's, with how to appeal it) and of
 * `appeal.decided`. The job id comes from the event's id, so an event delivered twice (by this
 * process and then the relay) queues its email once. A failed enqueue rejects: the event stays
 * in the outbox for the relay.
 */
export function appealEmailsConsumer(deps: {
  db: Kysely<Database>;
  queue: JobQueue;
  now: () => Date;
}): EventConsumer {
  return async (event) => {
    const email = await emailOf(deps.db, event, deps.now());
    if (email) {
      await deps.queue.enqueue(JOB_NAMES.emailSend, email, {
        jobId: `${event.id}-${email.template}`,
      });
    }
    return [];
  };
}
