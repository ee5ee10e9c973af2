import type { Kysely } from 'kysely';
import type { Database } from '../database.js';

/** The match if `userId` is one of its two people, with the other one's id; null otherwise. */
export async function findMatchOfMember(
  db: Kysely<Database>,
  params: { matchId: string; userId: string },
): Promise<{ matchId: string; otherUserId: string } | null> {
  const match = await db
    .selectFrom('matches')
    .select(['id', 'user_a', 'user_b'])
    .where('id', '=', params.matchId)
    .where((eb) => eb.or([eb('user_a', '=', params.userId), eb('user_b', '=', params.userId)]))
    .executeTakeFirst();
  if (!match) return null;
  return {
    matchId: match.id,
    otherUserId: match.user_a === params.userId ? match.user_b : match.user_a,
  };
}
