import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { inTransaction } from './in-transaction.js';
import { lockPair } from './match-requests.js';
import { findMatchOfMember } from './matches.js';

/**
 * Deletes the match if `userId` is one of its two people (its messages cascade) and names the
 * other one; null for someone else's or a missing match. The swipes and answered requests stay,
 * which is what keeps the pair out of each other's decks for good.
 */
export async function unmatch(
  db: Kysely<Database>,
  params: { matchId: string; userId: string },
): Promise<{ otherUserId: string } | null> {
  return inTransaction(db, async (trx) => {
    const match = await findMatchOfMember(trx, params);
    if (!match) return null;
    await lockPair(trx, params.userId, match.otherUserId);
    const deleted = await trx
      .deleteFrom('matches')
      .where('id', '=', params.matchId)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) return null;
    return { otherUserId: match.otherUserId };
  });
}
