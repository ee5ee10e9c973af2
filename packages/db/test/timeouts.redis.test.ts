import { createServer, type Server, type Socket } from 'node:net';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/connection.js';
import { migrateToLatest } from '../src/migrate.js';
import { MIGRATIONS } from '../src/migrations/migration-list.js';
import { fileDatabase } from './support/file-database.js';

// Distributed mode only (PGlite, in process, has neither a connection to wait for nor a
// statement_timeout): the pg pool's bounds from connection.ts, set small here.

const serverUrl = process.env.DATABASE_URL ?? '';

/** Resolves with how long `work` took to reject, and what it rejected with. */
async function failure(work: Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  try {
    await work;
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
  throw new Error('expected it to fail');
}

describe('statement_timeout on the pool', () => {
  const test = fileDatabase();

  it('cancels a statement that runs past it with 57014', async () => {
    const handle = await createDatabase({ databaseUrl: serverUrl, statementTimeoutMs: 300 });
    try {
      const { ms, error } = await failure(sql`select pg_sleep(5)`.execute(handle.db));
      expect((error as { code?: string }).code).toBe('57014');
      expect(ms).toBeGreaterThanOrEqual(250);
      expect(ms).toBeLessThan(4_000);
      // The connection is fine afterwards: the next statement runs.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });

  it('does not apply to migrations, which may rightly take longer', async () => {
    const handle = await createDatabase({
      databaseUrl: test.databaseUrl ?? '',
      statementTimeoutMs: 100,
    });
    try {
      const slow = {
        // biome-ignore lint/suspicious/noExplicitAny: a migration takes any schema
        async up(db: Kysely<any>) {
          await sql`select pg_sleep(0.4)`.execute(db);
        },
      };
      expect(await migrateToLatest(handle.db, [...MIGRATIONS, ['9999-slow', slow]])).toEqual([
        '9999-slow',
      ]);
      // ...and is in force again for the pool's next statement on that connection.
      const { error } = await failure(sql`select pg_sleep(0.4)`.execute(handle.db));
      expect((error as { code?: string }).code).toBe('57014');
    } finally {
      await handle.close();
    }
  });
});

describe('the connection timeout', () => {
  /** Accepts connections and never answers, as a hung server or a dropped network does. */
  let silent: Server;
  let port: number;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails a query that cannot get a connection, rather than waiting forever', async () => {
    const handle = await createDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      connectTimeoutMs: 300,
    });
    try {
      const { ms, error } = await failure(handle.ping());
      expect((error as Error).message).toMatch(/timeout/);
      expect(ms).toBeGreaterThanOrEqual(250);
      expect(ms).toBeLessThan(4_000);
    } finally {
      await handle.close();
    }
  });
});
