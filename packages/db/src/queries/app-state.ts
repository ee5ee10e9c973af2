import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { JsonValue } from '../tables/app-state.js';

export async function getAppState(
  db: Kysely<Database>,
  key: string,
): Promise<JsonValue | undefined> {
  const row = await db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function setAppState(
  db: Kysely<Database>,
  key: string,
  value: JsonValue,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_state')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql`now()` }))
    .execute();
}
