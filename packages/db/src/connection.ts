import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import type { Database } from './database.js';
import { PGlitePool } from './pglite/pglite-pool.js';
import { createPostgresPool } from './postgres-pool.js';
import { openReadReplica, type ReadReplica } from './read-replica.js';
import { PGLITE_PARSERS } from './type-parsers.js';

export interface CreateDatabaseOptions {
  /** postgres:// URL. When set, a pg Pool is used; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite keeps its files in `<dataDir>/pglite`. Defaults to './data'. */
  dataDir?: string;
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean;
  /** pg Pool size. Defaults to 10 (DB_POOL_SIZE in the services). */
  maxConnections?: number;
  /** pg only: `application_name` of every pooled connection, so pg_stat_activity tells the pools apart. */
  applicationName?: string;
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
  /**
   * pg only: a streaming replica for the reads that may lag (docs/ARCHITECTURE.md "Read replica"),
   * with the same bounds and logger as the primary.
   */
  readReplica?: {
    databaseUrl: string;
    /** Its pool's size. Defaults to 10. */
    maxConnections?: number;
    applicationName?: string;
    /** The most it may lag and still answer reads. */
    maxLagMs: number;
  };
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
  /** The read replica when one is configured (PostgreSQL only), else null. */
  replica: ReadReplica | null;
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
  replica: ReadReplica | null = null,
  pool?: pg.Pool,
): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    replica,
    poolStats: () =>
      pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    async ping() {
      await sql`select 1`.execute(db);
    },
    close() {
      closing ??= (async () => {
        await replica?.close();
        await db.destroy();
      })();
      return closing;
    },
  };
}

function createPostgres(options: CreateDatabaseOptions & { databaseUrl: string }): DatabaseHandle {
  const pool = createPostgresPool(options);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const { readReplica, connectTimeoutMs, statementTimeoutMs, logger } = options;
  const replica = readReplica
    ? openReadReplica(
        {
          ...readReplica,
          primaryUrl: options.databaseUrl,
          ...(connectTimeoutMs ? { connectTimeoutMs } : {}),
          ...(statementTimeoutMs ? { statementTimeoutMs } : {}),
          ...(logger ? { logger } : {}),
        },
        { pool, db },
      )
    : null;
  return makeHandle(db, 'postgres', replica, pool);
}

/**
 * PGlite is loaded only here, when there is no PostgreSQL: it is the single process's optional
 * peer, absent from the service images (infra/Dockerfile.node-app), which always have a URL.
 */
async function createPGlite(options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
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
