import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import type pg from 'pg';
import type { Database } from './database.js';
import { createPostgresPool, type PostgresPoolOptions } from './postgres-pool.js';
import { readingOnPrimaryAfterConflicts } from './replica-conflict-retry.js';
import { type ReplicaFreshness, watchReplicaFreshness } from './replica-freshness.js';

// docs/ARCHITECTURE.md "Read replica": a PostgreSQL streaming standby for the reads that may lag.

export interface ReadReplicaOptions extends PostgresPoolOptions {
  /** The most the replica may lag and still answer; also sets how often it is measured (a quarter of it). */
  maxLagMs: number;
  /** The primary's URL, for the measure's own connection to it. */
  primaryUrl: string;
}

export interface ReadReplica {
  /** Reads on the replica; a read that cannot get a replica connection takes a primary one. */
  db: Kysely<Database>;
  /** The replica holds every commit older than maxLagMs (it answered and is not behind). */
  current(): boolean;
  /** For GET /readyz: rejects, saying why, when the replica is not current. */
  check(): Promise<void>;
  /** Stops measuring and closes the replica's pool (not the primary's). */
  close(): Promise<void>;
}

export class ReplicaBehindError extends Error {
  override name = 'ReplicaBehindError';
}

/** Hands out replica connections, or primary ones while the replica cannot be reached. */
function replicaOrPrimaryPool(replica: pg.Pool, primary: pg.Pool): PostgresPool {
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await replica.connect();
      } catch {
        // The freshness ticks will stop routing reads here within maxLagMs; until then each
        // read pays one failed connection attempt, not an error.
        return primary.connect();
      }
      return readingOnPrimaryAfterConflicts(client, primary);
    },
    end: () => replica.end(),
  };
}

/** Measures the replica from now on; reads count it current after its first measure. */
export function openReadReplica(
  options: ReadReplicaOptions,
  primary: { pool: pg.Pool; db: Kysely<Database> },
): ReadReplica {
  const pool = createPostgresPool(options);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: replicaOrPrimaryPool(pool, primary.pool) }),
  });
  // The measure has a connection of its own to each server: reads that fill the pools must not
  // hold it up (a late measure would count the replica behind), and it must see the replica
  // itself, never the primary in its place.
  const { logger, maxLagMs, primaryUrl, applicationName } = options;
  const measureBy = (databaseUrl: string) =>
    new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: createPostgresPool({
          databaseUrl,
          maxConnections: 1,
          ...(applicationName ? { applicationName: `${applicationName}-measure` } : {}),
          ...(options.connectTimeoutMs ? { connectTimeoutMs: options.connectTimeoutMs } : {}),
          ...(logger ? { logger } : {}),
        }),
      }),
    });
  const measures = { primary: measureBy(primaryUrl), replica: measureBy(options.databaseUrl) };
  const freshness: ReplicaFreshness = watchReplicaFreshness({
    ...measures,
    intervalMs: Math.max(Math.floor(maxLagMs / 4), 25),
    onChange(error) {
      if (error) {
        logger?.warn({ err: { message: error.message } }, 'read replica cannot be measured');
      } else logger?.warn({}, 'read replica measured again');
    },
  });
  const current = () => Date.now() - freshness.freshAsOf() <= maxLagMs;
  let closing: Promise<void> | undefined;
  return {
    db,
    current,
    async check() {
      const error = freshness.lastError();
      if (error) throw error;
      if (!current()) throw new ReplicaBehindError(`read replica more than ${maxLagMs} ms behind`);
    },
    close() {
      freshness.stop();
      closing ??= Promise.all([
        db.destroy(),
        measures.primary.destroy(),
        measures.replica.destroy(),
      ]).then(() => undefined);
      return closing;
    },
  };
}
