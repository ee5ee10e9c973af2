import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import { inTransaction } from './in-transaction.js';
import { keepConversation } from './kept-messages.js';
import type { ListPage, ListPositioned } from './list-page.js';
import { lockPair } from './pair-lock.js';

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
  const existing = await findMatchBetween(db, params);
  // The insert conflicted, so the row exists (a match is only deleted under the pair's lock).
  if (!existing) throw new Error('match vanished between insert and read');
  return existing;
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

export interface MatchListRow extends ListPositioned {
  id: string;
  createdAt: Date;
  otherUserId: string;
  otherFullName: string;
  otherProfileImageUrl: string | null;
  unreadCount: number;
  lastMessageContent: string | null;
  lastMessageAt: Date | null;
}

/**
 * The caller's matches, latest activity (last message, else the match itself) first, in one
 * query: the last message comes from the (match_id, id) index, the unread count from the
 * partial unread index. With `page`, only the rows after its position, at most its limit: a match
 * whose activity moves it to the top while someone pages is shown again on their next first page.
 */
export async function listMatchesOf(
  db: Kysely<Database>,
  userId: string,
  page?: ListPage,
): Promise<MatchListRow[]> {
  const after = page?.after
    ? sql`where (s.at_micros, s.id) < (${page.after.atMicros}::bigint, ${page.after.id}::uuid)`
    : sql``;
  const limit = page ? sql`limit ${page.limit}` : sql``;
  const result = await sql<Omit<MatchListRow, 'position'> & { at_micros: string | number }>`
    select s.* from (
    select m.id, m.created_at as "createdAt",
      (extract(epoch from coalesce(lm.created_at, m.created_at)) * 1000000)::bigint as at_micros,
      o.id as "otherUserId", o.full_name as "otherFullName",
      p.profile_image_url as "otherProfileImageUrl",
      (
        select count(*)::int from messages u
        where u.receiver_id = ${userId} and u.match_id = m.id and u.read_at is null
      ) as "unreadCount",
      lm.content as "lastMessageContent", lm.created_at as "lastMessageAt"
    from matches m
    join users o on o.id = case when m.user_a = ${userId} then m.user_b else m.user_a end
    left join profiles p on p.user_id = o.id
    left join lateral (
      select x.content, x.created_at from messages x
      where x.match_id = m.id order by x.id desc limit 1
    ) lm on true
    where m.user_a = ${userId} or m.user_b = ${userId}
    ) s
    ${after}
    order by s.at_micros desc, s.id desc
    ${limit}`.execute(db);
  return result.rows.map(({ at_micros, ...row }) => ({
    ...row,
    position: { atMicros: String(at_micros), id: row.id },
  }));
}

/**
 * Ends a match: keeps its messages out of both people's reach (kept_messages, for a report from
 * 'Past matches'), deletes it (its messages cascade) and keeps the pair and its dates in
 * `ended_matches`. Call it under the pair's lock. False when it was already gone.
 */
export async function endMatch(
  trx: Transaction<Database>,
  params: { matchId: string; endedBy: string },
): Promise<boolean> {
  await keepConversation(trx, { matchId: params.matchId });
  const { rows } = await sql<{ match_id: string }>`
    with ended as (delete from matches where id = ${params.matchId} returning *)
    insert into ended_matches (match_id, user_a, user_b, matched_at, ended_by)
    select id, user_a, user_b, created_at, ${params.endedBy} from ended
    returning match_id`.execute(trx);
  return rows.length > 0;
}

/**
 * Ends the match if `userId` is one of its two people (see endMatch) and names the other one;
 * null for someone else's or a missing match. The decisions and answered requests stay, which is
 * what keeps the pair out of each other's decks for good.
 */
export async function unmatch(
  db: Kysely<Database>,
  params: { matchId: string; userId: string },
): Promise<{ otherUserId: string } | null> {
  return inTransaction(db, async (trx) => {
    const match = await findMatchOfMember(trx, params);
    if (!match) return null;
    await lockPair(trx, params.userId, match.otherUserId);
    if (!(await endMatch(trx, { matchId: params.matchId, endedBy: params.userId }))) return null;
    return { otherUserId: match.otherUserId };
  });
}

/** Each match of the person with the other member: read before an account deletion. */
export async function listMatchPartners(
  db: Kysely<Database>,
  userId: string,
): Promise<Array<{ matchId: string; otherUserId: string }>> {
  const rows = await db
    .selectFrom('matches')
    .select(['id', 'user_a', 'user_b'])
    .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]))
    .execute();
  return rows.map((row) => ({
    matchId: row.id,
    otherUserId: row.user_a === userId ? row.user_b : row.user_a,
  }));
}
