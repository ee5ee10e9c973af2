import { type OwnRedis, startOwnRedis } from '@starmatch/test-support/own-redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleRedis } from '../src/redis-target.js';
import { createRedisWindowLimiter } from '../src/redis-window-limiter.js';
import type { WindowLimiter } from '../src/window-limiter.js';
import { createRecordingLogger } from './helpers/recording-logger.js';

// Distributed mode only: a Redis of the test's own, frozen by SIGSTOP (its connections stay
// open and nothing answers, as when its machine hangs); the shared Redis is never touched.
const COMMAND_TIMEOUT_MS = 300;
const perMinute = { name: 'per-minute', max: 3, windowMs: 60_000 };

let redis: OwnRedis;
let limiter: WindowLimiter;
beforeAll(async () => {
  redis = await startOwnRedis();
  limiter = createRedisWindowLimiter({
    redis: singleRedis(redis.url),
    prefix: 'hung',
    logger: createRecordingLogger(),
    commandTimeoutMs: COMMAND_TIMEOUT_MS,
  });
});
afterAll(async () => {
  redis?.thaw();
  await limiter?.close();
  await redis?.destroy();
});

describe('a take while Redis hangs', () => {
  it('fails after the command timeout instead of waiting for Redis, and works once it answers', async () => {
    expect((await limiter.take([{ limit: perMinute, key: 'a' }])).allowed).toBe(true);
    redis.freeze();
    const started = performance.now();
    try {
      await expect(limiter.take([{ limit: perMinute, key: 'a' }])).rejects.toThrow(
        'Command timed out',
      );
      expect(performance.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS + 1_500);
    } finally {
      redis.thaw();
    }
    expect((await limiter.take([{ limit: perMinute, key: 'b' }])).allowed).toBe(true);
  });
});
