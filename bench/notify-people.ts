import { randomUUID } from 'node:crypto';
import type { Database } from '../packages/db/dist/database.js';
import { newMessageId } from '../packages/db/dist/queries/messages.js';
import { type Kysely, sql } from './kysely.js';

/** Conversations of two people each, written in bulk: what the notification rules read. */
export async function conversations(
  db: Kysely<Database>,
  count: number,
): Promise<Array<{ matchId: string; senderId: string; receiverId: string }>> {
  const people = Array.from({ length: count * 2 }, (_, index) => ({
    id: randomUUID(),
    email: `notify-${index}-${randomUUID().slice(0, 8)}@example.nz`,
    password_hash: '$argon2id$placeholder',
    full_name: `Person${index} Bench`,
    date_of_birth: '1994-05-05',
    gender: index % 2 === 0 ? ('Female' as const) : ('Male' as const),
    email_verified_at: new Date(),
  }));
  for (let start = 0; start < people.length; start += 1000) {
    await db
      .insertInto('users')
      .values(people.slice(start, start + 1000))
      .execute();
  }
  const pairs = Array.from({ length: count }, (_, index) => {
    const [first, second] = [people[index * 2]?.id ?? '', people[index * 2 + 1]?.id ?? ''];
    return { matchId: randomUUID(), senderId: first, receiverId: second };
  });
  for (let start = 0; start < pairs.length; start += 1000) {
    await db
      .insertInto('matches')
      .values(
        pairs.slice(start, start + 1000).map((pair) => ({
          id: pair.matchId,
          user_a: pair.senderId < pair.receiverId ? pair.senderId : pair.receiverId,
          user_b: pair.senderId < pair.receiverId ? pair.receiverId : pair.senderId,
        })),
      )
      .execute();
  }
  return pairs;
}

/**
 * Messages stored with their message.sent events in the outbox, as a send commits them, in one
 * statement per batch.
 */
export async function sendMessages(
  db: Kysely<Database>,
  batch: ReadonlyArray<{ matchId: string; senderId: string; receiverId: string }>,
): Promise<void> {
  const rows = batch.map((pair) => ({ ...pair, messageId: newMessageId(), eventId: randomUUID() }));
  await sql`
    with sent as (
      insert into messages (id, match_id, sender_id, receiver_id, content)
      select (m->>'messageId')::uuid, (m->>'matchId')::uuid, (m->>'senderId')::uuid,
        (m->>'receiverId')::uuid, 'Kia ora'
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) m
      returning id
    )
    insert into outbox_events (id, type, payload)
    select (m->>'eventId')::uuid, 'message.sent', jsonb_build_object(
      'matchId', m->>'matchId', 'messageId', m->>'messageId',
      'senderId', m->>'senderId', 'receiverId', m->>'receiverId')
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) m
  `.execute(db);
}
