import type { RedisTarget } from '@starmatch/messaging/redis-target';
import { z } from 'zod';
import { logLevel, optionalString } from './env-schemas.js';
import { redisEnv, redisTargetOf } from './redis-env.js';

/** See DB_CONNECT_TIMEOUT_MS. */
export const DEFAULT_DB_CONNECT_TIMEOUT_MS = 5_000;
/**
 * A request's statements take milliseconds; one that runs 10 s is stuck (a lock, a disk) and
 * only holds a pooled connection that the next requests need.
 */
export const DEFAULT_DB_STATEMENT_TIMEOUT_MS = 10_000;

/** Milliseconds, at least 100 (a smaller bound would fail healthy work); 0 is not allowed. */
export function timeoutMs(defaultMs: number) {
  return z.coerce.number().int().min(100).default(defaultMs);
}

/** See DB_POOL_SIZE. */
export const DEFAULT_DB_POOL_SIZE = 10;

/** Connections in one PostgreSQL pool of one process. */
export function poolSize() {
  return z.coerce.number().int().min(1).max(1_000);
}

/**
 * The variables every service reads: where the data lives and which mode (embedded or
 * distributed) it runs in. A service's schema adds `.superRefine(checkRedisTarget)` (redis-env.ts).
 */
export const infrastructureEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString(),
  ...redisEnv,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** Namespaces Redis keys and channels, so deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes')
    .default('starmatch'),
  LOG_LEVEL: logLevel,
  /**
   * How long a query waits for a PostgreSQL connection before it fails, so a request meets an
   * unreachable database with a 503 in seconds rather than queueing forever.
   */
  DB_CONNECT_TIMEOUT_MS: timeoutMs(DEFAULT_DB_CONNECT_TIMEOUT_MS),
  /** PostgreSQL's statement_timeout for the service's pool (the worker's is longer). */
  DB_STATEMENT_TIMEOUT_MS: timeoutMs(DEFAULT_DB_STATEMENT_TIMEOUT_MS),
  /**
   * Connections in the process's PostgreSQL pool: copies × this must stay under the server's
   * max_connections (or a pooler's limit).
   */
  DB_POOL_SIZE: poolSize().default(DEFAULT_DB_POOL_SIZE),
};

type InfrastructureEnv = z.output<z.ZodObject<typeof infrastructureEnv>>;

export interface InfrastructureConfig {
  nodeEnv: InfrastructureEnv['NODE_ENV'];
  host: string;
  databaseUrl: string | undefined;
  /** Unset in the embedded mode. */
  redis: RedisTarget | undefined;
  redisPrefix: string;
  dataDir: string;
  logLevel: InfrastructureEnv['LOG_LEVEL'];
  databaseTimeouts: DatabaseTimeouts;
  databasePoolSize: number;
}

/** The pg pool's bounds (packages/db connection.ts); PGlite, in process, has none. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

/** The typed names every service's config shares. */
export function infrastructureConfig(env: InfrastructureEnv): InfrastructureConfig {
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    redis: redisTargetOf(env),
    redisPrefix: env.REDIS_PREFIX,
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
    databaseTimeouts: {
      connectMs: env.DB_CONNECT_TIMEOUT_MS,
      statementMs: env.DB_STATEMENT_TIMEOUT_MS,
    },
    databasePoolSize: env.DB_POOL_SIZE,
  };
}
