import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiter } from '../src/rate-limiter.js';

const rule = { name: 'test-rule', points: 3, durationSeconds: 60 };
const open: RateLimiter[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((limiter) => limiter.close()));
});

function limiter(prefix: string): RateLimiter {
  const created = createRateLimiter({
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    prefix,
  });
  open.push(created);
  return created;
}

describe(`rate limiter (${process.env.REDIS_URL ? 'Redis' : 'memory'})`, () => {
  it('allows the rule’s points per key, then answers how long to wait', async () => {
    const limits = limiter(`test-${randomUUID()}`);
    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      results.push(await limits.consume(rule, '203.0.113.7'));
    expect(results.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    const denied = results[3];
    expect(denied?.allowed).toBe(false);
    if (denied?.allowed === false) {
      expect(denied.retryAfterSeconds).toBeGreaterThan(55);
      expect(denied.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect(await limits.consume(rule, '198.51.100.1')).toEqual({ allowed: true });
    expect(await limits.consume({ ...rule, name: 'other-rule' }, '203.0.113.7')).toEqual({
      allowed: true,
    });
  });
});
