import type { Database } from '@starmatch/db/database';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';

/** Every table of the Database type; a table added there fails to compile here until listed. */
const DATABASE_TABLES: Record<keyof Database, true> = {
  users: true,
  sessions: true,
  email_verifications: true,
  email_changes: true,
  password_resets: true,
  profiles: true,
  photos: true,
  settings: true,
  decisions: true,
  last_decisions: true,
  match_requests: true,
  matches: true,
  messages: true,
  kept_messages: true,
  decks: true,
  deck_builds: true,
  match_pool: true,
  deck_cards: true,
  waitlist: true,
  app_state: true,
  realtime_tickets: true,
  blocks: true,
  ended_matches: true,
  reports: true,
  report_photos: true,
  evidence_photos: true,
  moderation_actions: true,
  ban_identifiers: true,
  email_deliveries: true,
  user_presence: true,
  outbox_events: true,
  notification_preferences: true,
  push_subscriptions: true,
  notifications: true,
  notification_events: true,
  data_exports: true,
  safety_notices: true,
  correction_requests: true,
  appeals: true,
  banned_photo_hashes: true,
  held_photos: true,
};

/**
 * For every table: how many rows hold `userId` in any uuid column. The columns are read from the
 * schema, so a column added later is counted without touching this code.
 */
export async function rowsReferring(
  db: Kysely<Database>,
  userId: string,
): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
  `.execute(db);
  expect(tables.rows.map((row) => row.table_name).sort()).toEqual(
    Object.keys(DATABASE_TABLES).sort(),
  );
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type = 'uuid'
  `.execute(db);
  const counts: Record<string, number> = {};
  for (const table of Object.keys(DATABASE_TABLES)) {
    const uuidColumns = columns.rows.filter((row) => row.table_name === table);
    if (uuidColumns.length === 0) {
      counts[table] = 0;
      continue;
    }
    const matches = uuidColumns.map((row) => sql`${sql.ref(row.column_name)} = ${userId}`);
    const result = await sql<{ count: string | number }>`
      select count(*) as count from ${sql.table(table)} where ${sql.join(matches, sql` or `)}
    `.execute(db);
    counts[table] = Number(result.rows[0]?.count ?? 0);
  }
  return counts;
}

/** How many rows each table holds, to show that a refused request wrote nothing. */
export async function rowsInEveryTable(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
  `.execute(db);
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = await sql<{ count: string | number }>`
      select count(*) as count from ${sql.table(table_name)}
    `.execute(db);
    counts[table_name] = Number(result.rows[0]?.count);
  }
  return counts;
}
