import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach } from 'vitest';
import { createMessaging, type Messaging } from '../../src/create-messaging.js';
import type { JobSettings } from '../../src/job-queue.js';
import { createRecordingLogger } from './recording-logger.js';

export const redisUrl = process.env.REDIS_URL || undefined;

/** For *.redis.test.ts files, which the shared vitest config runs only when REDIS_URL is set. */
export function requiredRedisUrl(): string {
  if (!redisUrl) throw new Error('REDIS_URL must be set for *.redis.test.ts files');
  return redisUrl;
}

export interface Target {
  kind: 'memory' | 'redis';
  redisUrl: string | undefined;
}

/** Memory always; Redis as well when REDIS_URL is set. The same suites run against each. */
export const targets: Target[] = [
  { kind: 'memory', redisUrl: undefined },
  ...(redisUrl ? [{ kind: 'redis' as const, redisUrl }] : []),
];

export function uniqueName(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
      keys.push(...(batch as string[]));
    }
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

export type TestMessaging = Messaging & {
  prefix: string;
  logger: ReturnType<typeof createRecordingLogger>;
};

/**
 * Returns a factory for messaging instances with a random prefix each (so parallel runs never
 * share keys or channels); everything it made is closed and its Redis keys removed after each test.
 */
export function useMessaging(target: Target) {
  const opened: TestMessaging[] = [];
  afterEach(async () => {
    for (const messaging of opened.splice(0)) {
      await messaging.queue.close();
      await messaging.bus.close();
      await messaging.limiter.close();
      await messaging.sockets.close();
      if (target.redisUrl) await deleteRedisKeys(target.redisUrl, messaging.prefix);
    }
  });
  return (settings: Record<string, JobSettings> = {}, prefix = uniqueName('test')) => {
    const logger = createRecordingLogger();
    const messaging = createMessaging({ redisUrl: target.redisUrl, settings, prefix, logger });
    const made: TestMessaging = { ...messaging, prefix, logger };
    opened.push(made);
    return made;
  };
}
