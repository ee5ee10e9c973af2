import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';

export async function createPendingRequest(
  db: Kysely<Database>,
  params: { fromUser: string; toUser: string },
): Promise<{ id: string }> {
  return db
    .insertInto('match_requests')
    .values({ from_user: params.fromUser, to_user: params.toUser })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Marks a request answered if it is still in one of `from` (pending, by default); false when it
 * was not (answered meanwhile).
 */
export async function answerRequest(
  db: Kysely<Database>,
  params: {
    requestId: string;
    status: 'accepted' | 'declined';
    from?: ReadonlyArray<'pending' | 'declined'>;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('match_requests')
    .set({ status: params.status, responded_at: sql<Date>`now()` })
    .where('id', '=', params.requestId)
    .where('status', 'in', params.from ?? ['pending'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The newest request from one person to another in one of `statuses` (pending by default; at
 * most one is pending, by index). Pending or declined is what someone who passed (and so
 * declined) and now likes after all says yes to.
 */
export async function findRequest(
  db: Kysely<Database>,
  params: {
    fromUser: string;
    toUser: string;
    statuses?: ReadonlyArray<'pending' | 'declined'>;
  },
): Promise<{ id: string } | null> {
  const row = await db
    .selectFrom('match_requests')
    .select('id')
    .where('from_user', '=', params.fromUser)
    .where('to_user', '=', params.toUser)
    .where('status', 'in', params.statuses ?? ['pending'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** The two ids in the order the matches table keeps them (user_a < user_b). */
export function orderedPair(first: string, second: string): { user_a: string; user_b: string } {
  return first < second ? { user_a: first, user_b: second } : { user_a: second, user_b: first };
}

/** Creates the pair's match, or returns the one that already exists. */
export async function createMatch(
  db: Kysely<Database>,
  params: { userId: string; otherUserId: string },
): Promise<{ id: string }> {
  const pair = orderedPair(params.userId, params.otherUserId);
  const created = await db
    .insertInto('matches')
    .values(pair)
    .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) return created;
  return db
    .selectFrom('matches')
    .select('id')
    .where('user_a', '=', pair.user_a)
    .where('user_b', '=', pair.user_b)
    .executeTakeFirstOrThrow();
}

export async function findMatchBetween(
  db: Kysely<Database>,
  params: { userId: string; otherUserId: string },
): Promise<{ id: string } | null> {
  const pair = orderedPair(params.userId, params.otherUserId);
  const row = await db
    .selectFrom('matches')
    .select('id')
    .where('user_a', '=', pair.user_a)
    .where('user_b', '=', pair.user_b)
    .executeTakeFirst();
  return row ?? null;
}

/** The badge on the dashboard's matches tab: requests waiting for this person's answer. */
export async function countPendingRequestsTo(
  db: Kysely<Database>,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('match_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('to_user', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Serialises decisions about one pair (in either direction): liking, answering a request and
 * unmatching never interleave for the same pair, so two people liking each other at the same
 * moment make one match rather than two crossed pending requests.
 */
export async function lockPair(trx: Transaction<Database>, first: string, second: string) {
  const key = first < second ? `${first}|${second}` : `${second}|${first}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
