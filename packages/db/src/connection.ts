import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import { NamedStatementClient } from './named-statement-client.js';
import { PGlitePool } from './pglite/pglite-pool.js';
import { PG_TYPES, PGLITE_PARSERS } from './type-parsers.js';

export interface CreateDatabaseOptions {
  /** postgres:// URL. When set, a pg Pool is used; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite keeps its files in `<dataDir>/pglite`. Defaults to './data'. */
  dataDir?: string;
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean;
  /** pg Pool size. Defaults to 10. */
  maxConnections?: number;
  /**
   * pg only: how long a query waits to open a connection, or for a pooled one to come free,
   * before it fails. Without it a query behind a database that does not answer waits forever,
   * and so does the request that made it. Unset: no limit (the one-shot CLIs).
   */
  connectTimeoutMs?: number;
  /**
   * pg only: PostgreSQL's `statement_timeout` on every pooled connection, so a statement stuck
   * behind a lock or a slow disk fails (57014) rather than holding its connection. Unset or 0: no
   * limit (the one-shot CLIs; migrations lift it for themselves, see migrateToLatest).
   */
  statementTimeoutMs?: number;
  /**
   * Hears a pooled pg connection fail, idle or checked out (e.g. the server restarted). Services pass their pino
   * logger; without one (a one-shot CLI, a test) the failure is only dropped, as the pool drops
   * the broken client and the next query opens a new one or reports the outage itself.
   */
  logger?: DatabaseLogger;
}

export interface DatabaseLogger {
  warn(obj: object, msg?: string): void;
}

/** A pg pool's connections at one moment (pg's own counts). */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection to come free. */
  waiting: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** The pool's connections now (the metrics read it); undefined for PGlite, which has no pool. */
  poolStats(): PoolStats | undefined;
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /** Closes the pool or PGlite; safe to call twice. */
  close(): Promise<void>;
}

function makeHandle(
  db: Kysely<Database>,
  kind: DatabaseHandle['kind'],
  pool?: pg.Pool,
): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    poolStats: () =>
      pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    async ping() {
      await sql`select 1`.execute(db);
    },
    close() {
      closing ??= db.destroy();
      return closing;
    },
  };
}

function createPostgres(options: CreateDatabaseOptions & { databaseUrl: string }): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.maxConnections ?? 10,
    types: PG_TYPES,
    Client: NamedStatementClient,
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    // Sent with the connection's start-up, so it holds before its first query.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // A connection that fails (the server stopped or restarted) emits 'error' on its client, idle
  // or checked out: without a listener that crashes the process. The query in flight, if any,
  // fails on its own and the pool drops the broken client, so a line in the log is all it takes.
  // Idle clients' errors reach the pool too, which needs a listener of its own for the same reason.
  const { logger } = options;
  pool.on('connect', (client) => {
    client.on('error', (error: Error & { code?: string }) => {
      // The error alone: the pool hangs the whole client object on it.
      logger?.warn(
        { err: { message: error.message, code: error.code } },
        'PostgreSQL connection failed',
      );
    });
  });
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return makeHandle(db, 'postgres', pool);
}

async function createPGlite(options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  let pglite: PGlite;
  if (options.inMemory) {
    pglite = await PGlite.create({ parsers: PGLITE_PARSERS });
  } else {
    const dataDir = path.resolve(options.dataDir ?? './data', 'pglite');
    await mkdir(dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir, parsers: PGLITE_PARSERS });
  }
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }),
  });
  return makeHandle(db, 'pglite');
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, else PGlite (Postgres in WASM) on
 * disk or in memory. Both give the same Kysely<Database> and parse values the same way.
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return createPostgres({ ...options, databaseUrl: options.databaseUrl });
  }
  return createPGlite(options);
}
