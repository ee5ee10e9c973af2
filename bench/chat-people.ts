import { randomUUID } from 'node:crypto';
import type { Database } from '../packages/db/dist/database.js';
import { issueRealtimeTicket } from '../packages/db/dist/queries/realtime-tickets.js';
import { createSession } from '../packages/db/dist/queries/sessions.js';
import type { Kysely } from './kysely.js';

export interface ChatPair {
  matchId: string;
  sender: { userId: string; ticket: () => Promise<string> };
  receiver: { userId: string; ticket: () => Promise<string> };
}

async function person(db: Kysely<Database>, gender: 'Female' | 'Male') {
  const user = await db
    .insertInto('users')
    .values({
      email: `bench-${randomUUID()}@example.nz`,
      password_hash: '$argon2id$bench',
      full_name: 'Bench Person',
      date_of_birth: '1994-01-01',
      gender,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(db, { userId: user.id, userAgent: 'bench' });
  const owner = { userId: user.id, sessionId: session.sessionId };
  return {
    userId: user.id,
    ticket: async () => (await issueRealtimeTicket(db, owner)).ticket,
  };
}

/** Matched pairs of people with live sessions, as the chat screen has them. */
export async function createChatPairs(db: Kysely<Database>, count: number): Promise<ChatPair[]> {
  const pairs: ChatPair[] = [];
  for (let index = 0; index < count; index += 1) {
    const sender = await person(db, 'Female');
    const receiver = await person(db, 'Male');
    const [userA, userB] = [sender.userId, receiver.userId].sort() as [string, string];
    const match = await db
      .insertInto('matches')
      .values({ user_a: userA, user_b: userB })
      .returning('id')
      .executeTakeFirstOrThrow();
    pairs.push({ matchId: match.id, sender, receiver });
  }
  return pairs;
}

/** People with a session each, for idle connections. */
export async function createPeople(db: Kysely<Database>, count: number) {
  const people = [];
  for (let index = 0; index < count; index += 1) people.push(await person(db, 'Female'));
  return people;
}
