import { randomUUID } from 'node:crypto';
import { singleRedis } from '@starmatch/messaging/redis-target';
import { pino } from 'pino';
import { createRecentWriters, type RecentWriters } from '../../src/recent-writers.js';
import { deleteKeysUnderPrefix } from '../../src/redis-prefix-cleanup.js';

/** Recent-writer marks under a prefix of the test's own, on the run's Redis when it has one. */
export function recentWritersUnderTest() {
  const redisUrl = process.env.REDIS_URL;
  const prefix = `test-${randomUUID()}`;
  const logger = pino({ level: 'silent' });
  const opened: RecentWriters[] = [];
  return {
    redisUrl,
    writers(windowMs: number, url = redisUrl): RecentWriters {
      const made = createRecentWriters(
        { redis: url ? singleRedis(url) : undefined, prefix, logger },
        windowMs,
      );
      opened.push(made);
      return made;
    },
    async cleanup(): Promise<void> {
      await Promise.all(opened.map((made) => made.close()));
      if (redisUrl) await deleteKeysUnderPrefix(singleRedis(redisUrl), prefix);
    },
  };
}
