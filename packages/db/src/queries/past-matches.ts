import { PAST_MATCHES_DAYS } from '@starmatch/contracts/safety-limits';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';

export interface PastMatchRow {
  matchId: string;
  otherUserId: string;
  otherFullName: string;
  otherProfileImageUrl: string | null;
  matchedAt: Date;
  endedAt: Date;
}

/**
 * 'Past matches': the person's matches that ended in the last PAST_MATCHES_DAYS days before
 * `now`, most recently ended first, so they can still be reported. Someone whose account is gone
 * is gone from here too (the row cascades). A match the other person ended by blocking is left
 * out: to the blocked side a block looks exactly like a deleted account.
 */
export async function listPastMatches(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<PastMatchRow[]> {
  const since = new Date(now.getTime() - PAST_MATCHES_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await sql<PastMatchRow>`
    select e.match_id as "matchId", o.id as "otherUserId", o.full_name as "otherFullName",
      p.profile_image_url as "otherProfileImageUrl",
      e.matched_at as "matchedAt", e.ended_at as "endedAt"
    from ended_matches e
    join users o on o.id = case when e.user_a = ${userId} then e.user_b else e.user_a end
    left join profiles p on p.user_id = o.id
    where (e.user_a = ${userId} or e.user_b = ${userId})
      and e.ended_at > ${since}
      and not exists (
        select 1 from blocks b where b.blocker_id = o.id and b.blocked_id = ${userId}
      )
    order by e.ended_at desc, e.match_id desc`.execute(db);
  return rows;
}
