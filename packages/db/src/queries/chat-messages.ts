import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { Message } from '../tables/messages.js';

/**
 * One page of a match's messages, oldest first: the latest `limit`, or the `limit` just before
 * the message `before` (ids are uuid v7, so id order is time order).
 */
export async function listMessagesPage(
  db: Kysely<Database>,
  params: { matchId: string; before?: string | undefined; limit: number },
): Promise<Message[]> {
  let query = db.selectFrom('messages').selectAll().where('match_id', '=', params.matchId);
  if (params.before) query = query.where('id', '<', params.before);
  const newestFirst = await query.orderBy('id', 'desc').limit(params.limit).execute();
  return newestFirst.reverse();
}

/** Marks everything `userId` received in the match as read, in one statement; returns how many. */
export async function markMatchMessagesRead(
  db: Kysely<Database>,
  params: { matchId: string; userId: string },
): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ read_at: sql<Date>`now()` })
    .where('match_id', '=', params.matchId)
    .where('receiver_id', '=', params.userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
