import { type Kysely, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../database.js';
import type { Message } from '../tables/messages.js';
import type { OutboxEventToWrite } from './outbox-events.js';

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
  /** Made by the caller (newMessageId) when it needs the id before the insert; else made here. */
  id?: string;
  /**
   * Written to the outbox in the same statement, only when this message is stored (not when it
   * is a retry of one stored before).
   */
  outboxEvent?: OutboxEventToWrite;
}

/**
 * Stores a message once per (sender, clientMessageId): a retried send gets the stored message
 * back with `created: false`, so the caller can answer it without telling anyone twice.
 */
export async function insertMessageOnce(
  db: Kysely<Database>,
  params: NewChatMessage,
): Promise<{ message: Message; created: boolean }> {
  const [inserted] = await insertMessages(db, [params]);
  if (inserted) return { message: inserted, created: true };
  return { message: await storedBefore(db, params), created: false };
}

/**
 * Stores several messages in one statement, so in one transaction and one commit. Answers in
 * the order given: the stored row, or undefined for a send whose (sender, clientMessageId) was
 * taken already (`storedBefore` finds that message). Ids are made in the order given.
 */
export async function insertMessages(
  db: Kysely<Database>,
  list: readonly NewChatMessage[],
): Promise<Array<Message | undefined>> {
  const rows = list.map((params) => ({
    id: params.id ?? newMessageId(),
    match_id: params.matchId,
    sender_id: params.senderId,
    receiver_id: params.receiverId,
    content: params.content,
    client_message_id: params.clientMessageId,
  }));
  const events = list.flatMap((params, index) =>
    params.outboxEvent
      ? [
          {
            id: params.outboxEvent.id,
            type: params.outboxEvent.type,
            payload: params.outboxEvent.payload,
            request_id: params.outboxEvent.requestId ?? null,
            traceparent: params.outboxEvent.traceparent ?? null,
            message_id: rows[index]?.id,
          },
        ]
      : [],
  );
  const insert = db
    .insertInto('messages')
    .values(rows)
    .onConflict((oc) => oc.columns(['sender_id', 'client_message_id']).doNothing());
  // One statement, so one commit: the messages and their events are stored together or not at
  // all, and only a message actually stored (not a retry's conflict) gets its event.
  const inserted =
    events.length === 0
      ? await insert.returningAll().execute()
      : await db
          .with('inserted', () => insert.returningAll())
          .with(
            'events',
            () => sql`(insert into outbox_events (id, type, payload, request_id, traceparent)
              select e.id, e.type, e.payload, e.request_id, e.traceparent
              from jsonb_to_recordset(${JSON.stringify(events)}::jsonb)
                as e(id uuid, type text, payload jsonb, request_id text, traceparent text,
                  message_id uuid)
              join inserted on inserted.id = e.message_id)`,
          )
          .selectFrom('inserted')
          .selectAll()
          .execute();
  const byId = new Map(inserted.map((message) => [message.id, message]));
  return rows.map((row) => byId.get(row.id));
}

/** The message stored earlier under a send's clientMessageId, which its insert conflicted with. */
export async function storedBefore(
  db: Kysely<Database>,
  params: Pick<NewChatMessage, 'senderId' | 'clientMessageId'>,
): Promise<Message> {
  const existing = await findSentMessage(db, params.senderId, params.clientMessageId);
  if (!existing) throw new Error('a conflicting message vanished');
  return existing;
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

/**
 * Marks everything `userId` received in the match as read, in one statement; returns how many,
 * and the time they were marked read (null when none were unread), for the sender's receipt.
 */
export async function markMatchMessagesRead(
  db: Kysely<Database>,
  params: { matchId: string; userId: string },
): Promise<{ count: number; readAt: Date | null }> {
  const { rows } = await sql<{ count: number; read_at: Date | string | null }>`
    with updated as (
      update messages set read_at = now()
      where match_id = ${params.matchId} and receiver_id = ${params.userId} and read_at is null
      returning read_at
    )
    select count(*)::int as count, max(read_at) as read_at from updated`.execute(db);
  const row = rows[0];
  const readAt = row?.read_at ?? null;
  return {
    count: Number(row?.count ?? 0),
    readAt: readAt === null ? null : new Date(readAt),
  };
}

/** One message by id, if it is still stored (a match's messages go with it). */
export async function findMessageById(
  db: Kysely<Database>,
  messageId: string,
): Promise<Message | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirst();
}

/** Many messages by id in one read (the outbox relay's batch), keyed by id; gone ones absent. */
export async function findMessagesByIds(
  db: Kysely<Database>,
  messageIds: readonly string[],
): Promise<Map<string, Message>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('id', 'in', [...messageIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
