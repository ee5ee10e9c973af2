import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { inTransaction } from './in-transaction.js';
import { endMatch, findMatchBetween } from './matches.js';
import { lockPair } from './pair-lock.js';

// Blocks (docs/ARCHITECTURE.md "Blocks, past matches and reports"). A block hides the two people
// from each other both ways at once: the visibility rules and the feed read check the blocks
// table, and blockUser clears what is already there.

export type BlockResult =
  | { status: 'not_found' }
  /** `endedMatchId`: the match the block ended, null when there was none (or it was a repeat). */
  | { status: 'blocked'; endedMatchId: string | null };

/**
 * `blockerId` blocks `blockedId`, idempotently, in one transaction under the pair's lock (so no
 * like, answer or unmatch interleaves): records the block, takes each out of the other's deck,
 * withdraws pending requests both ways and ends their match as an unmatch by the blocker would.
 * Oneself, or someone who does not exist, is not found.
 */
export async function blockUser(
  db: Kysely<Database>,
  params: { blockerId: string; blockedId: string },
): Promise<BlockResult> {
  const { blockerId, blockedId } = params;
  if (blockerId === blockedId) return { status: 'not_found' };
  return inTransaction(db, async (trx) => {
    await lockPair(trx, blockerId, blockedId);
    const blocked = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', blockedId)
      .executeTakeFirst();
    if (!blocked) return { status: 'not_found' };
    await trx
      .insertInto('blocks')
      .values({ blocker_id: blockerId, blocked_id: blockedId })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    await trx
      .deleteFrom('decks')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', blockerId), eb('candidate_id', '=', blockedId)]),
          eb.and([eb('user_id', '=', blockedId), eb('candidate_id', '=', blockerId)]),
        ]),
      )
      .execute();
    // Withdrawn, not declined: nobody answered them. The likes stay as swipes.
    await trx
      .deleteFrom('match_requests')
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user', '=', blockerId), eb('to_user', '=', blockedId)]),
          eb.and([eb('from_user', '=', blockedId), eb('to_user', '=', blockerId)]),
        ]),
      )
      .execute();
    const match = await findMatchBetween(trx, { userId: blockerId, otherUserId: blockedId });
    const ended = match ? await endMatch(trx, { matchId: match.id, endedBy: blockerId }) : false;
    return { status: 'blocked', endedMatchId: ended && match ? match.id : null };
  });
}

/** Lifts the block; false when there was none. The ended match and its messages stay gone. */
export async function unblockUser(
  db: Kysely<Database>,
  params: { blockerId: string; blockedId: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', params.blockerId)
    .where('blocked_id', '=', params.blockedId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface BlockedPersonRow {
  id: string;
  fullName: string;
  profileImageUrl: string | null;
  blockedAt: Date;
}

/** The people `userId` blocked, most recent first. */
export async function listBlocks(
  db: Kysely<Database>,
  userId: string,
): Promise<BlockedPersonRow[]> {
  return db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .leftJoin('profiles as p', 'p.user_id', 'b.blocked_id')
    .select([
      'u.id',
      'u.full_name as fullName',
      'p.profile_image_url as profileImageUrl',
      'b.created_at as blockedAt',
    ])
    .where('b.blocker_id', '=', userId)
    .orderBy('b.created_at', 'desc')
    .orderBy('u.id')
    .execute();
}
