import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';

// Read receipts and presence: when people were last active, and who hides it
// (docs/ARCHITECTURE.md "Read receipts and presence").

/** Stamps these people as active now (a socket of theirs is open, or their last one closed). */
export async function recordActive(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Date> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Date();
  const rows = await db
    .insertInto('user_presence')
    .values(unique.map((userId) => ({ user_id: userId })))
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_active_at: sql<Date>`now()` }))
    .returning('last_active_at')
    .execute();
  return rows[0]?.last_active_at ?? new Date();
}

/** When the person was last active, or null when never. */
export async function findLastActive(db: Kysely<Database>, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('user_presence')
    .select('last_active_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last_active_at ?? null;
}

/** Whether either of the two hides their activity: then neither sees the other's. */
export async function eitherHidesActivity(
  db: Kysely<Database>,
  first: string,
  second: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('settings')
    .select('user_id')
    .where('user_id', 'in', [first, second])
    .where('hide_activity', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The people who hear this person's presence: the other member of each of their matches, none
 * of them when the person hides their activity, and never one who hides their own.
 */
export async function presenceAudience(db: Kysely<Database>, userId: string): Promise<string[]> {
  const { rows } = await sql<{ other: string }>`
    select o.other from (
      select case when m.user_a = ${userId} then m.user_b else m.user_a end as other
      from matches m where m.user_a = ${userId} or m.user_b = ${userId}
    ) o
    where not exists (
      select 1 from settings s
      where s.user_id in (o.other, ${userId}) and s.hide_activity
    )`.execute(db);
  return rows.map((row) => row.other);
}
