import { z } from 'zod';
import { logLevel, optionalString } from './env-schemas.js';

/** The variables every service reads: where the data lives and which mode (embedded or distributed) it runs in. */
export const infrastructureEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
