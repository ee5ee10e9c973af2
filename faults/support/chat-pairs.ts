import type { Database } from '@starmatch/db/database';
import { createMatch } from '@starmatch/db/queries/matches';
import { createSession } from '@starmatch/db/queries/sessions';
import { createPerson } from '@starmatch/db/testing-people';
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

async function signedIn(db: Kysely<Database>, gender: 'Female' | 'Male'): Promise<PairMember> {
  // No profile: how they met is not what the suite tests, only that they are matched.
  const userId = await createPerson(db, { gender, profile: false });
  const session = await createSession(db, { userId, userAgent: 'faults' });
  return { userId, sessionToken: session.token };
}

/** Matched pairs of signed-in people; fresh ones per scenario keep each inside the per-account limits. */
export async function createMatchedPairs(
  db: Kysely<Database>,
  count: number,
): Promise<MatchedPair[]> {
  const pairs: MatchedPair[] = [];
  for (let index = 0; index < count; index += 1) {
    const [a, b] = await Promise.all([signedIn(db, 'Female'), signedIn(db, 'Male')]);
    const match = await createMatch(db, { userId: a.userId, otherUserId: b.userId });
    pairs.push({ matchId: match.id, a, b });
  }
  return pairs;
}
