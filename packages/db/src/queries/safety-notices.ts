import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';

// safety_notices (docs/ARCHITECTURE.md "Moderation"): storage only; who is warned, and for how
// long notices are kept, is decided in packages/domain.

export interface SafetyNoticeSummary {
  id: string;
  kind: 'match_removed';
  createdAt: Date;
}

/**
 * A notice for everyone who has a match with the banned person, or had one that ended after
 * `endedSince`. Run after the ban ended the current matches, so those are in ended_matches too.
 * A person already warned about this account is not warned again.
 */
export async function insertMatchRemovedNotices(
  db: Kysely<Database>,
  params: { bannedUserId: string; endedSince: Date; createdAt: Date },
): Promise<{ userId: string }[]> {
  const { bannedUserId, endedSince, createdAt } = params;
  const { rows } = await sql<{ userId: string }>`
    insert into safety_notices (user_id, banned_user_id, kind, created_at)
    select distinct partner, ${bannedUserId}::uuid, 'match_removed', ${createdAt}::timestamptz
    from (
      select case when user_a = ${bannedUserId} then user_b else user_a end as partner
      from matches where user_a = ${bannedUserId} or user_b = ${bannedUserId}
      union
      select case when user_a = ${bannedUserId} then user_b else user_a end
      from ended_matches
      where (user_a = ${bannedUserId} or user_b = ${bannedUserId}) and ended_at > ${endedSince}
    ) partners
    on conflict (user_id, banned_user_id) do nothing
    returning user_id as "userId"`.execute(db);
  return rows;
}

/** The people warned about one banned account, with where to write to them. */
export async function listNoticeRecipients(
  db: Kysely<Database>,
  bannedUserId: string,
): Promise<{ userId: string; email: string; fullName: string }[]> {
  return db
    .selectFrom('safety_notices')
    .innerJoin('users', 'users.id', 'safety_notices.user_id')
    .select(['users.id as userId', 'users.email', 'users.full_name as fullName'])
    .where('safety_notices.banned_user_id', '=', bannedUserId)
    .orderBy('users.id')
    .execute();
}

export async function listUndismissedNotices(
  db: Kysely<Database>,
  userId: string,
): Promise<SafetyNoticeSummary[]> {
  return db
    .selectFrom('safety_notices')
    .select(['id', 'kind', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .where('dismissed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** False when the person has no such notice; dismissing twice keeps the first time. */
export async function dismissNotice(
  db: Kysely<Database>,
  params: { userId: string; noticeId: string; dismissedAt: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('safety_notices')
    .set((eb) => ({ dismissed_at: eb.fn.coalesce('dismissed_at', eb.val(params.dismissedAt)) }))
    .where('id', '=', params.noticeId)
    .where('user_id', '=', params.userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSafetyNoticesMadeBefore(
  db: Kysely<Database>,
  before: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('safety_notices')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
