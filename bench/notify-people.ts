import { randomUUID } from 'node:crypto';
import type { Database } from '../packages/db/dist/database.js';
import { newMessageId } from '../packages/db/dist/queries/messages.js';
import type { PushDevice, PushService } from '../packages/test-support/dist/push-service.js';
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

/**
 * A phone with push on for each person: a session, and its subscription at the stand-in push
 * service, written in bulk. Answers the device of each person.
 */
export async function pushDevices(
  db: Kysely<Database>,
  userIds: readonly string[],
  service: PushService,
): Promise<Map<string, PushDevice>> {
  const devices = new Map(userIds.map((userId) => [userId, service.device()]));
  const rows = [...devices].map(([userId, device]) => ({
    userId,
    tokenHash: randomUUID(),
    endpoint: device.subscription.endpoint,
    p256dh: device.subscription.keys.p256dh,
    auth: device.subscription.keys.auth,
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    await db
      .insertInto('sessions')
      .values(
        batch.map((row) => ({
          token_hash: row.tokenHash,
          user_id: row.userId,
          created_at: new Date(),
          last_used_at: new Date(),
          expires_at: new Date(Date.now() + 86_400_000),
          user_agent: 'bench',
        })),
      )
      .execute();
    await db
      .insertInto('push_subscriptions')
      .values(
        batch.map((row) => ({
          user_id: row.userId,
          session_token_hash: row.tokenHash,
          endpoint: row.endpoint,
          p256dh: row.p256dh,
          auth: row.auth,
        })),
      )
      .execute();
  }
  return devices;
}
