import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/database.js';
import { MigrationError, migrateToLatest, rollbackAllMigrations } from '../src/migrate.js';
import { MIGRATIONS } from '../src/migrations/migration-list.js';
import { fileDatabase } from './support/file-database.js';

const APP_TABLES = [
  'app_state',
  'appeals',
  'ban_identifiers',
  'banned_photo_hashes',
  'blocks',
  'correction_requests',
  'data_exports',
  'decisions',
  'deck_builds',
  'deck_cards',
  'decks',
  'email_changes',
  'email_deliveries',
  'email_verifications',
  'ended_matches',
  'evidence_photos',
  'held_photos',
  'kept_messages',
  'last_decisions',
  'match_pool',
  'match_requests',
  'matches',
  'messages',
  'moderation_actions',
  'notification_events',
  'notification_preferences',
  'notifications',
  'outbox_events',
  'password_resets',
  'photos',
  'profiles',
  'push_subscriptions',
  'realtime_tickets',
  'report_photos',
  'reports',
  'safety_notices',
  'sessions',
  'settings',
  'user_presence',
  'users',
  'waitlist',
];

/**
 * The old names of renamed tables, kept as views while processes of the code before the rename
 * may run (migration 2026-12-09T00-00-00-deck-vocabulary); not tables of the app.
 */
const OLD_NAME_VIEWS = ['feed_cards', 'last_swipes', 'swipes'];

async function publicTables(
  db: Kysely<Database>,
  type: 'BASE TABLE' | 'VIEW' = 'BASE TABLE',
): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = ${type} and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  return result.rows.map((row) => row.table_name);
}

describe('migrations', () => {
  const test = fileDatabase();

  it('are named <ISO timestamp>-<slug> and listed in order', () => {
    const names = MIGRATIONS.map(([name]) => name);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-[a-z-]+$/);
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
  });

  it('create every table, and a second run has nothing to do', async () => {
    expect(await publicTables(test.db)).toEqual(APP_TABLES);
    expect(await publicTables(test.db, 'VIEW')).toEqual(OLD_NAME_VIEWS);
    expect(await migrateToLatest(test.db)).toEqual([]);
  });

  it('are reversed by down, newest first, and can be applied again', async () => {
    const rolledBack = await rollbackAllMigrations(test.db);
    expect(rolledBack).toEqual(MIGRATIONS.map(([name]) => name).reverse());
    expect(await publicTables(test.db)).toEqual([]);
    expect(await publicTables(test.db, 'VIEW')).toEqual([]);

    const applied = await migrateToLatest(test.db);
    expect(applied).toEqual(MIGRATIONS.map(([name]) => name));
    expect(await publicTables(test.db)).toEqual(APP_TABLES);
  });

  it('name the failing migration and leave nothing half-applied', async () => {
    const broken = [
      ...MIGRATIONS,
      [
        '2999-01-01T00-00-00-broken',
        {
          up: async (db: Kysely<unknown>) => {
            await sql`create table half_done (id int)`.execute(db);
            await sql`select * from no_such_table`.execute(db);
          },
        },
      ] as const,
    ];
    const failure = await migrateToLatest(test.db, broken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).migrationName).toBe('2999-01-01T00-00-00-broken');
    expect((failure as MigrationError).message).toMatch(
      /^Migration 2999-01-01T00-00-00-broken failed: .*no_such_table/,
    );
    expect(await publicTables(test.db)).toEqual(APP_TABLES);
  });
});
