import { randomUUID } from 'node:crypto';
import { JOB_SETTINGS } from '@starmatch/contracts/jobs';
import { createTestDatabase } from '@starmatch/db/testing';
import { createMessaging } from '@starmatch/messaging/create-messaging';
import { pino } from 'pino';
import { assembleInfrastructure, type Infrastructure } from './infrastructure.js';
import { createRateLimiter } from './rate-limiter.js';
import { redisTargetFromEnv } from './redis-env.js';
import { deleteKeysUnderPrefix } from './redis-prefix-cleanup.js';

/**
 * For integration tests: a fresh database (PostgreSQL when DATABASE_URL is set, else in-memory
 * PGlite) and the bus and queue (Redis under a prefix of its own when REDIS_URL is set, so test
 * files running side by side never see each other's events or jobs; its keys go on close).
 */
export async function createTestInfrastructure(
  env: Record<string, string | undefined> = process.env,
): Promise<Infrastructure> {
  const testDatabase = await createTestDatabase(env);
  const prefix = `test-${randomUUID()}`;
  const logger = pino({ level: 'silent' });
  const redis = redisTargetFromEnv(env);
  const messaging = createMessaging({
    redis,
    settings: JOB_SETTINGS,
    prefix,
    logger,
  });
  const rateLimiter = createRateLimiter({
    redis,
    prefix,
    logger,
  });
  const infrastructure = assembleInfrastructure(testDatabase.handle, messaging, rateLimiter);
  return {
    ...infrastructure,
    async close() {
      await infrastructure.close();
      // Drops the PostgreSQL test database (closing the handle again is harmless).
      await testDatabase.destroy();
      if (redis) await deleteKeysUnderPrefix(redis, prefix);
    },
  };
}
