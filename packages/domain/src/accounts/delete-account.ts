import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { keepConversation } from '@starmatch/db/queries/kept-messages';
import { listMatchPartners } from '@starmatch/db/queries/matches';
import { accountContact } from '@starmatch/db/queries/report-resolution';
import { deleteUser } from '@starmatch/db/queries/users';
import type { DomainContext } from '../context.js';
import { transact } from '../events/unit-of-work.js';
import { recordMatchEnded } from '../matching/end-match.js';

export type DeleteAccountResult = { outcome: 'deleted' } | { outcome: 'not_found' };

/**
 * Deletes the account in one transaction: the user row and the waitlist entry of their address
 * (every table that refers to users cascades, so sessions, codes, profile, photos, settings,
 * decisions, requests, matches, messages, decks and tickets go with it or not at all), once each
 * conversation is kept out of reach as an unmatch keeps it. Each match ends as `account_deleted`,
 * which shows the partner what a block shows them, and `account.deleted` ends the person's
 * sockets. Once it has committed, the mail kept for their address goes too (mail.forget-recipient).
 * Asking for the password again is the transport's.
 */
export async function deleteAccount(
  ctx: DomainContext,
  params: { userId: string },
): Promise<DeleteAccountResult> {
  const { userId } = params;
  const deleted = await transact(ctx, async (unit) => {
    const contact = await accountContact(unit.db, userId);
    const partners = await listMatchPartners(unit.db, userId);
    // Kept like any ended conversation until the retention job's time (kept_messages references
    // no one), so deleting the account is no way to destroy what was said.
    for (const { matchId } of partners) await keepConversation(unit.db, { matchId });
    if (!contact || !(await deleteUser(unit.db, userId))) return null;
    for (const { matchId, otherUserId } of partners) {
      recordMatchEnded(unit, { matchId, endedBy: userId, otherUserId, cause: 'account_deleted' });
    }
    unit.record({ type: 'account.deleted', payload: { userId } });
    return contact;
  });
  if (!deleted) return { outcome: 'not_found' };
  // The account is gone whatever happens here; a failure leaves the outbox file's lines (the
  // single-process mode's stand-in inbox) until someone removes them, so it is logged.
  await ctx.queue
    .enqueue(JOB_NAMES.mailForget, { to: deleted.email }, { jobId: `mail-forget-${userId}` })
    .catch((error: unknown) => ctx.log.error({ err: error, userId }, 'mail not forgotten'));
  return { outcome: 'deleted' };
}
