import { randomUUID } from 'node:crypto';
import { singleRedis } from '@starmatch/messaging/redis-target';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteKeysUnderPrefix } from '../src/redis-prefix-cleanup.js';

const redisUrl = process.env.REDIS_URL ?? '';
const redis = new Redis(redisUrl);
afterAll(() => redis.disconnect());

describe('deleteKeysUnderPrefix', () => {
  it("deletes the prefix's keys, however many, and nothing that only starts alike", async () => {
    const prefix = `test-${randomUUID()}`;
    const mine = Array.from({ length: 1_203 }, (_, index) => `${prefix}:queue:${index}`);
    const others = [`${prefix}-other:queue:1`, prefix, `x${prefix}:queue:1`];
    await redis.mset(Object.fromEntries([...mine, ...others].map((key) => [key, '1'])));

    expect(await deleteKeysUnderPrefix(singleRedis(redisUrl), prefix)).toBe(1_203);
    expect(await redis.exists(...mine)).toBe(0);
    expect(await redis.exists(...others)).toBe(3);
    await redis.del(...others);
  });

  it('reads a prefix with glob characters literally', async () => {
    const prefix = `test-${randomUUID()}`;
    await redis.mset({ [`${prefix}*:a`]: '1', [`${prefix}x:a`]: '1' });
    expect(await deleteKeysUnderPrefix(singleRedis(redisUrl), `${prefix}*`)).toBe(1);
    expect(await redis.exists(`${prefix}x:a`)).toBe(1);
    await redis.del(`${prefix}x:a`);
  });
});
