import pg from 'pg';
import type { CreateDatabaseOptions } from './connection.js';
import { NamedStatementClient } from './named-statement-client.js';
import { PG_TYPES } from './type-parsers.js';

/** The pg settings a pool takes from CreateDatabaseOptions; the read replica's pool uses them too. */
export type PostgresPoolOptions = Pick<
  CreateDatabaseOptions,
  'maxConnections' | 'applicationName' | 'connectTimeoutMs' | 'statementTimeoutMs' | 'logger'
> & { databaseUrl: string };

/** A pg Pool with the app's type parsers, named statements, bounds and error listeners. */
export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.maxConnections ?? 10,
    types: PG_TYPES,
    Client: NamedStatementClient,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
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
  return pool;
}
