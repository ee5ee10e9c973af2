import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from './connection.js';
import type { Database } from './database.js';
import { migrateToLatest } from './migrate.js';

export interface TestDatabase {
  db: Kysely<Database>;
  handle: DatabaseHandle;
  /** URL of the fresh database, only when running against a PostgreSQL server. */
  databaseUrl?: string;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The pool's bounds a test asks for in its env (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS); none by default. */
function timeoutsOf(env: Record<string, string | undefined>) {
  const connect = Number(env.DB_CONNECT_TIMEOUT_MS);
  const statement = Number(env.DB_STATEMENT_TIMEOUT_MS);
  return {
    ...(connect > 0 ? { connectTimeoutMs: connect } : {}),
    ...(statement > 0 ? { statementTimeoutMs: statement } : {}),
  };
}

async function createServerDatabase(
  serverUrl: string,
  env: Record<string, string | undefined>,
): Promise<TestDatabase> {
  const name = `starmatch_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await createDatabase({ databaseUrl, maxConnections: 5, ...timeoutsOf(env) });
  const destroy = async (): Promise<void> => {
    await handle.close();
    await runAdmin(serverUrl, `drop database if exists "${name}" with (force)`);
  };
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await destroy();
    throw error;
  }
  return { db: handle.db, handle, databaseUrl, destroy };
}

/**
 * A migrated database of its own for one test file: a fresh `starmatch_test_<hex>` database on
 * the server named by DATABASE_URL, or an in-memory PGlite when DATABASE_URL is not set. On a
 * server, DB_CONNECT_TIMEOUT_MS and DB_STATEMENT_TIMEOUT_MS in `env` bound its pool as a
 * service's are (connection.ts).
 * Call it in beforeAll and `destroy()` in afterAll.
 */
export async function createTestDatabase(
  env: Record<string, string | undefined> = process.env,
): Promise<TestDatabase> {
  const serverUrl = env.DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl, env);
  const handle = await createDatabase({ inMemory: true });
  await migrateToLatest(handle.db);
  return { db: handle.db, handle, destroy: () => handle.close() };
}
