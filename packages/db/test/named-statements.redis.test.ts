import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fileDatabase } from './support/file-database.js';

// PostgreSQL only (a *.redis.test.ts, so the distributed run): PGlite's statements are its own.
const database = fileDatabase();

describe('statements with parameters are prepared once per connection', () => {
  it('names them, runs them again by name, and keeps plain text statements unnamed', async () => {
    const prepared = await database.db.transaction().execute(async (trx) => {
      // One transaction, so every statement runs on the same connection.
      for (const email of ['a@example.nz', 'b@example.nz']) {
        await trx.selectFrom('users').select('id').where('email', '=', email).execute();
      }
      await sql`select 1`.execute(trx);
      return sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements where name like 'sm\\_%'
      `.execute(trx);
    });
    const statements = prepared.rows.map((row) => row.statement);
    expect(statements.filter((text) => text.includes('from "users"'))).toHaveLength(1);
    expect(statements).not.toContain('select 1');
    expect(prepared.rows.every((row) => /^sm_[\w-]{27}$/.test(row.name))).toBe(true);
  });

  it('answers a failing statement with its own error every time, not a missing statement', async () => {
    for (let run = 0; run < 2; run += 1) {
      await expect(
        sql`select * from no_such_table where id = ${1}`.execute(database.db),
      ).rejects.toThrow('relation "no_such_table" does not exist');
    }
  });
});
