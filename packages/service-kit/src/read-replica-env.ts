import { z } from 'zod';
import { optionalString } from './env-schemas.js';
import { poolSize } from './infrastructure-env.js';

// docs/ARCHITECTURE.md "Read replica": the api's optional streaming replica.

/** The lag the reads sent to the replica tolerate, unless DATABASE_READ_MAX_LAG_MS says otherwise. */
export const DEFAULT_DATABASE_READ_MAX_LAG_MS = 1_000;

export const readReplicaEnv = {
  /** A PostgreSQL streaming standby of DATABASE_URL; unset: every read goes to the primary. */
  DATABASE_READ_URL: optionalString(),
  /** The replica pool's size; unset: DB_POOL_SIZE. */
  DB_READ_POOL_SIZE: poolSize().optional(),
  /** A replica further behind than this answers no reads until it catches up. */
  DATABASE_READ_MAX_LAG_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(DEFAULT_DATABASE_READ_MAX_LAG_MS),
};

type ReadReplicaEnv = z.output<z.ZodObject<typeof readReplicaEnv>> & {
  DATABASE_URL?: string | undefined;
  DB_POOL_SIZE: number;
};

export interface ReadReplicaConfig {
  databaseUrl: string;
  poolSize: number;
  maxLagMs: number;
}

/** A replica is a copy of a PostgreSQL primary: without DATABASE_URL there is none to copy. */
export function checkReadReplica(env: ReadReplicaEnv, ctx: z.RefinementCtx): void {
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message: 'a read replica needs DATABASE_URL (the primary it copies)',
    });
  }
}

export function readReplicaConfig(env: ReadReplicaEnv): ReadReplicaConfig | undefined {
  if (!env.DATABASE_READ_URL) return undefined;
  return {
    databaseUrl: env.DATABASE_READ_URL,
    poolSize: env.DB_READ_POOL_SIZE ?? env.DB_POOL_SIZE,
    maxLagMs: env.DATABASE_READ_MAX_LAG_MS,
  };
}
