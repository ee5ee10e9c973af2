import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';

/** The like or pass `fromUser` has on record about `toUser`, if any (at most one, by key). */
export async function findDecision(
  db: Kysely<Database>,
  params: { fromUser: string; toUser: string },
): Promise<{ isLike: boolean } | null> {
  const row = await db
    .selectFrom('decisions')
    .select('is_like as isLike')
    .where('from_user', '=', params.fromUser)
    .where('to_user', '=', params.toUser)
    .executeTakeFirst();
  return row ?? null;
}

/** Records a first like or pass. */
export async function insertDecision(
  db: Kysely<Database>,
  params: { fromUser: string; toUser: string; isLike: boolean },
): Promise<void> {
  await db
    .insertInto('decisions')
    .values({ from_user: params.fromUser, to_user: params.toUser, is_like: params.isLike })
    .execute();
}

/** Turns a pass on record into a like, dated now, as a new decision is. */
export async function changePassToLike(
  db: Kysely<Database>,
  params: { fromUser: string; toUser: string },
): Promise<void> {
  await db
    .updateTable('decisions')
    .set({ is_like: true, created_at: sql<Date>`now()` })
    .where('from_user', '=', params.fromUser)
    .where('to_user', '=', params.toUser)
    .execute();
}
