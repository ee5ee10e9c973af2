import { randomUUID } from 'node:crypto';
import { singleRedis } from '@starmatch/messaging/redis-target';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiter } from '../src/rate-limiter.js';

const rule = { name: 'test-rule', points: 3, durationSeconds: 60 };
const open: RateLimiter[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((limiter) => limiter.close()));
});

function limiter(prefix: string): RateLimiter {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) throw new Error('REDIS_URL must be set for *.redis.test.ts files');
  const created = createRateLimiter({
    redis: singleRedis(redisUrl),
    prefix,
    logger: pino({ level: 'silent' }),
  });
  open.push(created);
  return created;
}

describe('rate limiter shared through Redis', () => {
  it('counts attempts made through every api copy together', async () => {
    const prefix = `test-${randomUUID()}`;
    const copyA = limiter(prefix);
    const copyB = limiter(prefix);
    await copyA.consume(rule, 'aroha@example.nz');
    await copyB.consume(rule, 'aroha@example.nz');
    await copyA.consume(rule, 'aroha@example.nz');
    expect((await copyB.consume(rule, 'aroha@example.nz')).allowed).toBe(false);
  });
});

describe('refund', () => {
  it('gives one attempt back, so a limit of failures ignores the tries that were not', async () => {
    const copy = limiter(`test-${randomUUID()}`);
    for (let attempt = 1; attempt <= rule.points; attempt += 1) {
      expect((await copy.consume(rule, 'aroha@example.nz')).allowed).toBe(true);
      await copy.refund(rule, 'aroha@example.nz');
    }
    for (let attempt = 1; attempt <= rule.points; attempt += 1) {
      expect((await copy.consume(rule, 'aroha@example.nz')).allowed).toBe(true);
    }
    expect((await copy.consume(rule, 'aroha@example.nz')).allowed).toBe(false);
  });
});
