import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';

export interface MatchListRow {
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
 * partial unread index.
 */
export async function listMatchesOf(db: Kysely<Database>, userId: string): Promise<MatchListRow[]> {
  const result = await sql<MatchListRow>`
    select m.id, m.created_at as "createdAt",
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
    order by coalesce(lm.created_at, m.created_at) desc, m.id desc`.execute(db);
  return result.rows;
}
