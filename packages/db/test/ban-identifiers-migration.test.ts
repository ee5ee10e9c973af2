import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as banIdentifiers from '../src/migrations/2026-12-11T00-00-00-ban-identifiers.js';
import { getAppState } from '../src/queries/app-state.js';
import { isEmailBanned } from '../src/queries/ban-identifiers.js';
import { fileDatabase } from './support/file-database.js';

// The ban-identifiers migration turns the plain banned addresses into keyed hashes of their
// identifiers and keeps none of the addresses.

const test = fileDatabase();

async function tableNames(): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_name in ('banned_emails', 'ban_identifiers')
    order by table_name`.execute(test.db);
  return result.rows.map((row) => row.table_name);
}

describe('the ban-identifiers migration', () => {
  it('keeps each banned inbox once, as its keyed hash, from its first ban', async () => {
    const db = test.db;
    await banIdentifiers.down(db);
    expect(await tableNames()).toEqual(['banned_emails']);
    const first = new Date('2026-11-27T01:02:03.000Z');
    const later = new Date('2026-11-28T04:05:06.000Z');
    await sql`insert into banned_emails (email, banned_at) values
      ('first.last@gmail.com', ${later}),
      ('firstlast@googlemail.com', ${first}),
      ('someone@example.com', ${later})`.execute(db);

    await banIdentifiers.up(db);

    expect(await tableNames()).toEqual(['ban_identifiers']);
    const key = await getAppState(db, 'ban-identifier-key');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hash = (identifier: string) =>
      createHmac('sha256', Buffer.from(key as string, 'base64url'))
        .update(identifier)
        .digest('hex');
    const rows = await db.selectFrom('ban_identifiers').selectAll().orderBy('banned_at').execute();
    expect(rows).toEqual([
      { identifier_hash: hash('firstlast@gmail.com'), banned_at: first },
      { identifier_hash: hash('someone@example.com'), banned_at: later },
    ]);
    expect(await isEmailBanned(db, 'First.Last+x@googlemail.com')).toBe(true);
    expect(await isEmailBanned(db, 'SOMEONE@example.com')).toBe(true);
    expect(await isEmailBanned(db, 'some.one@example.com')).toBe(false);
  });

  it('makes no key when nothing was banned, and down brings back an empty plain table', async () => {
    const db = test.db;
    await banIdentifiers.down(db);
    await db.deleteFrom('app_state').where('key', '=', 'ban-identifier-key').execute();
    await banIdentifiers.up(db);
    expect(await getAppState(db, 'ban-identifier-key')).toBeUndefined();
    expect(await db.selectFrom('ban_identifiers').selectAll().execute()).toEqual([]);

    await banIdentifiers.down(db);
    expect(await sql`select * from banned_emails`.execute(db)).toMatchObject({ rows: [] });
    await banIdentifiers.up(db);
    expect(await tableNames()).toEqual(['ban_identifiers']);
  });
});
