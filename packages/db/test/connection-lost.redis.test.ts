import { startOwnPostgres } from '@starmatch/test-support/own-postgres';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/connection.js';

// Distributed mode only (a PostgreSQL server of the test's own, stopped as a crash would stop
// it), as every *.redis.test.ts. The machine's shared server is never touched.
describe('a PostgreSQL connection lost while it is checked out', () => {
  it('fails the transaction holding it, keeps the process alive, and the next query works once the server is back', async () => {
    const postgres = await startOwnPostgres();
    const warnings: string[] = [];
    const handle = await createDatabase({
      databaseUrl: postgres.url,
      logger: { warn: (_details, message) => warnings.push(message ?? '') },
    });
    try {
      const holding = handle.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The connection is checked out (idle in this transaction) when the server dies: its
        // client emits 'error', which crashed the process while nothing listened for it.
        await postgres.stop();
        await sql`select 1`.execute(trx);
      });
      await expect(holding).rejects.toThrow();
      await postgres.start();
      await handle.ping();
      expect(warnings).toContain('PostgreSQL connection failed');
    } finally {
      await handle.close();
      await postgres.destroy();
    }
  });
});
