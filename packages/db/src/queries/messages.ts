import { type Kysely, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../database.js';
import type { Message } from '../tables/messages.js';

/**
 * A new message id: uuid v7, whose leading 48 bits are the creation time in ms, so ordering by
 * id is ordering by time and `?before=<id>` pagination needs no second column. Monotonic
 * within one process even for several ids in the same millisecond.
 */
export function newMessageId(): string {
  return uuidv7();
}

export interface NewChatMessage {
  matchId: string;
  senderId: string;
  receiverId: string;
  content: string;
  clientMessageId: string | null;
}

/**
 * Stores a message once per (sender, clientMessageId): a retried send gets the stored message
 * back with `created: false`, so the caller can answer it without telling anyone twice.
 */
export async function insertMessageOnce(
  db: Kysely<Database>,
  params: NewChatMessage,
): Promise<{ message: Message; created: boolean }> {
  const inserted = await db
    .insertInto('messages')
    .values({
      id: newMessageId(),
      match_id: params.matchId,
      sender_id: params.senderId,
      receiver_id: params.receiverId,
      content: params.content,
      client_message_id: params.clientMessageId,
    })
    .onConflict((oc) => oc.columns(['sender_id', 'client_message_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { message: inserted, created: true };
  const existing = await findSentMessage(db, params.senderId, params.clientMessageId);
  if (!existing) throw new Error('a conflicting message vanished');
  return { message: existing, created: false };
}

/** The message this sender already stored under this clientMessageId, if any. */
export async function findSentMessage(
  db: Kysely<Database>,
  senderId: string,
  clientMessageId: string | null,
): Promise<Message | undefined> {
  if (clientMessageId === null) return undefined;
  return db
    .selectFrom('messages')
    .selectAll()
    .where('sender_id', '=', senderId)
    .where('client_message_id', '=', clientMessageId)
    .executeTakeFirst();
}

/** Whether this sender has written in this match: their first message opens a conversation. */
export async function hasSentInMatch(
  db: Kysely<Database>,
  senderId: string,
  matchId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('match_id', '=', matchId)
    .where('sender_id', '=', senderId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The badge on the dashboard's messages tab; served by the partial unread index. */
export async function countUnreadMessages(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('receiver_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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
