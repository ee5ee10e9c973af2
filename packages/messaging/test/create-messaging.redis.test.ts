import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createMessaging, DEFAULT_PREFIX } from '../src/create-messaging.js';
import { singleRedis } from '../src/redis-target.js';
import { createRecordingLogger } from './helpers/recording-logger.js';
import { requiredRedisUrl, uniqueName } from './helpers/targets.js';

describe('createMessaging with a Redis url', () => {
  it('uses Redis with a url, under the starmatch prefix by default', async () => {
    const logger = createRecordingLogger();
    const redisUrl = requiredRedisUrl();
    const messaging = createMessaging({ redis: singleRedis(redisUrl), settings: {}, logger });
    const admin = new Redis(redisUrl);
    try {
      expect(messaging.kind).toBe('redis');
      expect(DEFAULT_PREFIX).toBe('starmatch');
      const channel = uniqueName('probe');
      await messaging.bus.subscribe(channel, () => undefined);
      const [, count] = (await admin.pubsub('NUMSUB', `starmatch:${channel}`)) as [string, number];
      expect(Number(count)).toBe(1);
      await expect(messaging.queue.ping()).resolves.toBeUndefined();
    } finally {
      await messaging.bus.close();
      await messaging.queue.close();
      await admin.quit();
    }
    expect(logger.entries).toEqual([]);
  });
});
