import { z } from 'zod';
import { logLevel, optionalString } from './env-schemas.js';

/** The variables every service reads: where the data lives and which mode (embedded or distributed) it runs in. */
export const infrastructureEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString(),
  REDIS_URL: optionalString(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** Namespaces Redis keys and channels, so deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes')
    .default('starmatch'),
  LOG_LEVEL: logLevel,
};

type InfrastructureEnv = z.output<z.ZodObject<typeof infrastructureEnv>>;

export interface InfrastructureConfig {
  nodeEnv: InfrastructureEnv['NODE_ENV'];
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  dataDir: string;
  logLevel: InfrastructureEnv['LOG_LEVEL'];
}

/** The typed names every service's config shares. */
export function infrastructureConfig(env: InfrastructureEnv): InfrastructureConfig {
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
  };
}
