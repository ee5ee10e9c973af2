import { randomUUID } from 'node:crypto';
import { Cluster, Redis } from 'ioredis';
import { afterEach } from 'vitest';
import { createMessaging, type Messaging } from '../../src/create-messaging.js';
import type { JobSettings } from '../../src/job-queue.js';
import { type RedisTarget, singleRedis } from '../../src/redis-target.js';
import { createRecordingLogger } from './recording-logger.js';

export const redisUrl = process.env.REDIS_URL || undefined;

/** For *.redis.test.ts files, which the shared vitest config runs only when REDIS_URL is set. */
export function requiredRedisUrl(): string {
  if (!redisUrl) throw new Error('REDIS_URL must be set for *.redis.test.ts files');
  return redisUrl;
}

/**
 * `redis` is read when a test runs, not when it is described: a cluster's (cluster.ts) exists
 * only once its beforeAll has started it.
 */
export interface Target {
  kind: 'memory' | 'redis' | 'cluster' | 'sentinel';
  readonly redis: RedisTarget | undefined;
}

export function redisTarget(url: string): Target {
  return { kind: 'redis', redis: singleRedis(url) };
}

/** Memory always; Redis as well when REDIS_URL is set. The same suites run against each. */
export const targets: Target[] = [
  { kind: 'memory', redis: undefined },
  ...(redisUrl ? [redisTarget(redisUrl)] : []),
];

export function uniqueName(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

/** Every key under the prefix, and on a cluster under its hash-tagged forms too. */
export async function deleteRedisKeys(target: RedisTarget, prefix: string): Promise<void> {
  if (target.kind !== 'cluster') {
    const redis =
      target.kind === 'single'
        ? new Redis(target.url)
        : new Redis({ sentinels: [...target.sentinels], name: target.name });
    try {
      const keys = await keysOn(redis, [`${prefix}:*`]);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      await redis.quit();
    }
    return;
  }
  const cluster = new Cluster(target.nodes.map(({ host, port }) => ({ host, port })));
  try {
    await new Promise((resolve) => cluster.once('ready', resolve));
    for (const node of cluster.nodes('master')) {
      const keys = await keysOn(node, [`${prefix}:*`, `\\{${prefix}\\}:*`, `\\{${prefix}:*`]);
      await Promise.all(keys.map((key) => cluster.del(key)));
    }
  } finally {
    await cluster.quit();
  }
}

async function keysOn(redis: Redis, patterns: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const match of patterns) {
    for await (const batch of redis.scanStream({ match, count: 500 })) {
      keys.push(...(batch as string[]));
    }
  }
  return keys;
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
      if (target.redis) await deleteRedisKeys(target.redis, messaging.prefix);
    }
  });
  return (settings: Record<string, JobSettings> = {}, prefix = uniqueName('test')) => {
    const logger = createRecordingLogger();
    const messaging = createMessaging({ redis: target.redis, settings, prefix, logger });
    const made: TestMessaging = { ...messaging, prefix, logger };
    opened.push(made);
    return made;
  };
}
