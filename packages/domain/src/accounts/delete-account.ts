import { keepConversation } from '@starmatch/db/queries/kept-messages';
import { listMatchPartners } from '@starmatch/db/queries/matches';
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
 * sockets. Asking for the password again is the transport's.
 */
export async function deleteAccount(
  ctx: DomainContext,
  params: { userId: string },
): Promise<DeleteAccountResult> {
  const { userId } = params;
  return transact(ctx, async (unit) => {
    const partners = await listMatchPartners(unit.db, userId);
    // Kept like any ended conversation until the retention job's time (kept_messages references
    // no one), so deleting the account is no way to destroy what was said.
    for (const { matchId } of partners) await keepConversation(unit.db, { matchId });
    if (!(await deleteUser(unit.db, userId))) return { outcome: 'not_found' };
    for (const { matchId, otherUserId } of partners) {
      recordMatchEnded(unit, { matchId, endedBy: userId, otherUserId, cause: 'account_deleted' });
    }
    unit.record({ type: 'account.deleted', payload: { userId } });
    return { outcome: 'deleted' };
  });
}
