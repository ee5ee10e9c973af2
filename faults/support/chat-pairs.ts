import { randomUUID } from 'node:crypto';
import type { Database } from '@starmatch/db/database';
import { createSession } from '@starmatch/db/queries/sessions';
import type { Kysely } from 'kysely';

export interface PairMember {
  userId: string;
  sessionToken: string;
}

export interface MatchedPair {
  matchId: string;
  a: PairMember;
  b: PairMember;
}

async function person(db: Kysely<Database>, gender: 'Female' | 'Male'): Promise<PairMember> {
  const user = await db
    .insertInto('users')
    .values({
      email: `faults-${randomUUID()}@example.nz`,
      password_hash: '$argon2id$faults',
      full_name: 'Fault Tester',
      date_of_birth: '1994-01-01',
      gender,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(db, { userId: user.id, userAgent: 'faults' });
  return { userId: user.id, sessionToken: session.token };
}

/**
 * Matched pairs of signed-in people, written straight to the database: how they met is not what
 * the suite tests, and fresh people per scenario keep each one inside the per-account limits.
 */
export async function createMatchedPairs(
  db: Kysely<Database>,
  count: number,
): Promise<MatchedPair[]> {
  const pairs: MatchedPair[] = [];
  for (let index = 0; index < count; index += 1) {
    const [a, b] = await Promise.all([person(db, 'Female'), person(db, 'Male')]);
    const [userA, userB] = [a.userId, b.userId].sort() as [string, string];
    const match = await db
      .insertInto('matches')
      .values({ user_a: userA, user_b: userB })
      .returning('id')
      .executeTakeFirstOrThrow();
    pairs.push({ matchId: match.id, a, b });
  }
  return pairs;
}
