import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { inTransaction } from './in-transaction.js';
import { endMatch, findMatchBetween } from './matches.js';
import { lockPair } from './pair-lock.js';

// Blocks (docs/ARCHITECTURE.md "Blocks, past matches and reports"). A block hides the two people
// from each other both ways at once: the visibility rules and the deck read check the blocks
// table, and blockUser clears what is already there.

export type BlockResult =
  | { status: 'not_found' }
  /** `endedMatchId`: the match the block ended, null when there was none (or it was a repeat). */
  | { status: 'blocked'; endedMatchId: string | null };

export interface BlockParams {
  blockerId: string;
  blockedId: string;
  /**
   * Copies the file of the blocked person's main photo (its URL) for the block's snapshot and
   * answers the copy's URL, or null when there is no file to copy. Without it, or when it answers
   * null, the snapshot names the photo file as it is now.
   */
  snapshotPhoto?: ((photoUrl: string) => Promise<string | null>) | undefined;
}

/**
 * The block itself, for callers that have already decided it is allowed (packages/domain's
 * safety/block.ts for POST /api/blocks, safety/report.ts for a report): `blockerId` blocks `blockedId`, idempotently, in
 * one transaction under the pair's lock (so no like, answer or unmatch interleaves): records the
 * block with a snapshot of the person's name and main photo as they are now (a repeat keeps the
 * first one), takes each out of the other's deck, withdraws pending requests both ways and ends
 * their match as an unmatch by the blocker would. Oneself, or someone who does not exist, is not
 * found.
 */
export async function blockUser(db: Kysely<Database>, params: BlockParams): Promise<BlockResult> {
  const { blockerId, blockedId } = params;
  if (blockerId === blockedId) return { status: 'not_found' };
  return inTransaction(db, async (trx) => {
    await lockPair(trx, blockerId, blockedId);
    const blocked = await trx
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.full_name', 'p.profile_image_url'])
      .where('u.id', '=', blockedId)
      .executeTakeFirst();
    if (!blocked) return { status: 'not_found' };
    if (!(await hasBlocked(trx, blockerId, blockedId))) {
      const photoUrl = blocked.profile_image_url;
      const copied = photoUrl && params.snapshotPhoto ? await params.snapshotPhoto(photoUrl) : null;
      await trx
        .insertInto('blocks')
        .values({
          blocker_id: blockerId,
          blocked_id: blockedId,
          blocked_name: blocked.full_name,
          blocked_photo_url: copied ?? photoUrl,
        })
        .execute();
    }
    await trx
      .deleteFrom('decks')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', blockerId), eb('candidate_id', '=', blockedId)]),
          eb.and([eb('user_id', '=', blockedId), eb('candidate_id', '=', blockerId)]),
        ]),
      )
      .execute();
    // Withdrawn, not declined: nobody answered them. The likes stay as decisions.
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

/** Whether `blockerId` has blocked `blockedId` (one direction only). */
export async function hasBlocked(db: Kysely<Database>, blockerId: string, blockedId: string) {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Lifts the block; null when there was none, else the snapshot's photo URL (for its copy to be
 * removed). The ended match and its messages stay gone.
 */
export async function unblockUser(
  db: Kysely<Database>,
  params: { blockerId: string; blockedId: string },
): Promise<{ photoUrl: string | null } | null> {
  const row = await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', params.blockerId)
    .where('blocked_id', '=', params.blockedId)
    .returning('blocked_photo_url')
    .executeTakeFirst();
  return row ? { photoUrl: row.blocked_photo_url } : null;
}

export interface BlockedPersonRow {
  id: string;
  fullName: string;
  profileImageUrl: string | null;
  blockedAt: Date;
  /** `blockedAt` in whole microseconds since the epoch, exact, for the page key. */
  blockedAtMicros: string;
}

/** Where a page of the block list starts: after this row in the list's order. */
export interface BlocksPageKey {
  blockedAtMicros: string;
  blockedId: string;
}

/**
 * The people `userId` blocked, most recent first (ties by id), as they were when blocked: the
 * name and photo of the block's snapshot, never the person's current ones. `limit` rows from
 * after `after` (a key of the last row of the page before); 100 by default.
 */
export async function listBlocks(
  db: Kysely<Database>,
  userId: string,
  page: { after?: BlocksPageKey | null; limit?: number } = {},
): Promise<BlockedPersonRow[]> {
  const micros = sql<string>`(extract(epoch from b.created_at) * 1000000)::bigint`;
  let query = db
    .selectFrom('blocks as b')
    .select([
      'b.blocked_id as id',
      'b.blocked_name as fullName',
      'b.blocked_photo_url as profileImageUrl',
      'b.created_at as blockedAt',
      sql<string>`${micros}::text`.as('blockedAtMicros'),
    ])
    .where('b.blocker_id', '=', userId);
  const after = page.after;
  if (after) {
    query = query.where(
      sql<boolean>`(${micros}, b.blocked_id) < (${after.blockedAtMicros}::bigint, ${after.blockedId}::uuid)`,
    );
  }
  return query
    .orderBy('b.created_at', 'desc')
    .orderBy('b.blocked_id', 'desc')
    .limit(page.limit ?? 100)
    .execute();
}
