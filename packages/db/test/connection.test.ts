import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/connection.js';
import { migrateToLatest } from '../src/migrate.js';
import { fileDatabase } from './support/file-database.js';
import { insertUser } from './support/fixtures.js';

describe('the test database', () => {
  const test = fileDatabase();

  it('is PostgreSQL exactly when DATABASE_URL is set', () => {
    if (process.env.DATABASE_URL) {
      expect(test.handle.kind).toBe('postgres');
      expect(test.databaseUrl).toMatch(/\/starmatch_test_[0-9a-f]{12}$/);
    } else {
      expect(test.handle.kind).toBe('pglite');
      expect(test.databaseUrl).toBeUndefined();
    }
  });

  it('answers ping', async () => {
    await expect(test.handle.ping()).resolves.toBeUndefined();
  });

  it('reads count as a number, date as YYYY-MM-DD and timestamptz as a Date', async () => {
    const user = await insertUser(test.db);
    expect(user.date_of_birth).toBe('1994-06-15');
    expect(user.created_at).toBeInstanceOf(Date);
    const { rows } = await sql<{ n: unknown; big: unknown }>`
      select count(*) as n, 9007199254740991::int8 as big from users`.execute(test.db);
    expect(rows[0]).toEqual({ n: 1, big: 9_007_199_254_740_991 });
  });

  it('reports affected rows of updates and deletes', async () => {
    const user = await insertUser(test.db);
    const updated = await test.db
      .updateTable('users')
      .set({ full_name: 'Renamed' })
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(1n);
    const deleted = await test.db.deleteFrom('users').where('id', '=', user.id).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });
});

describe('PGlite on disk', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'starmatch-pglite-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps rows across close and reopen, under <dataDir>/pglite', async () => {
    const first = await createDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await migrateToLatest(first.db);
    await first.db
      .insertInto('app_state')
      .values({ key: 'persisted', value: JSON.stringify({ kept: true }) })
      .execute();
    await first.close();
    await first.close();

    const second = await createDatabase({ dataDir });
    try {
      expect(await migrateToLatest(second.db)).toEqual([]);
      const row = await second.db
        .selectFrom('app_state')
        .select('value')
        .where('key', '=', 'persisted')
        .executeTakeFirst();
      expect(row?.value).toEqual({ kept: true });
    } finally {
      await second.close();
    }
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(path.join(dataDir, 'pglite'))).toContain('PG_VERSION');
  });
});
