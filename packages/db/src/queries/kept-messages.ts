import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';

// Kept conversations (docs/ARCHITECTURE.md "Blocks, past matches and reports"): the messages of
// an ended match, copied out of `messages` before the match is deleted, so no read path of
// either person can reach them while a report from 'Past matches' still can.

/**
 * Copies the match's messages into kept_messages, stamped with `endedAt` (the database's now
 * when absent). Call it in the transaction that deletes the match, before the delete. It locks
 * the match row first, so a message being sent either commits before the copy (and is copied) or
 * fails once the match is gone: none is deleted without being kept.
 */
export async function keepConversation(
  trx: Transaction<Database>,
  params: { matchId: string; endedAt?: Date | undefined },
): Promise<void> {
  const { matchId } = params;
  await sql`select id from matches where id = ${matchId} for update`.execute(trx);
  await sql`
    insert into kept_messages (id, match_id, sender_id, receiver_id, content, created_at, ended_at)
    select id, match_id, sender_id, receiver_id, content, created_at,
      coalesce(${params.endedAt ?? null}::timestamptz, now())
    from messages where match_id = ${matchId}
    on conflict (id) do nothing`.execute(trx);
}

export interface KeptMessageRow {
  id: string;
  senderId: string;
  content: string;
  createdAt: Date;
}

/**
 * The latest `limit` kept messages between the two people whose match ended after `endedAfter`,
 * newest first, whichever account is gone.
 */
export async function latestKeptMessagesBetween(
  db: Kysely<Database>,
  params: { first: string; second: string; endedAfter: Date; limit: number },
): Promise<KeptMessageRow[]> {
  const [low, high] =
    params.first < params.second ? [params.first, params.second] : [params.second, params.first];
  const { rows } = await sql<KeptMessageRow>`
    select id, sender_id as "senderId", content, created_at as "createdAt" from kept_messages
    where least(sender_id, receiver_id) = ${low}::uuid
      and greatest(sender_id, receiver_id) = ${high}::uuid
      and ended_at > ${params.endedAfter}
    order by id desc
    limit ${params.limit}`.execute(db);
  return rows;
}

/**
 * Deletes the kept messages of every match that ended before `endedBefore` (for the retention
 * job, once the days of 'Past matches' are over). Answers how many messages it deleted.
 */
export async function deleteKeptConversationsEndedBefore(
  db: Kysely<Database>,
  endedBefore: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('kept_messages')
    .where('ended_at', '<', endedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
