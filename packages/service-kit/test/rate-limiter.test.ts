import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
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
  const created = createRateLimiter({
    ...(process.env.REDIS_URL ? { redis: singleRedis(process.env.REDIS_URL) } : {}),
    prefix,
    logger: pino({ level: 'silent' }),
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

/** A loopback port nobody listens on: every connection to it is refused. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('rate limiter on an unreachable Redis', () => {
  it('fails the attempt and logs the connection errors through the service logger', async () => {
    const logged: Array<{ obj: Record<string, unknown>; msg: string | undefined }> = [];
    const record = (obj: object, msg?: string) =>
      logged.push({ obj: obj as Record<string, unknown>, msg });
    const limits = createRateLimiter({
      redis: singleRedis(`redis://127.0.0.1:${await closedPort()}`),
      prefix: `test-${randomUUID()}`,
      logger: { info: record, warn: record, error: record },
    });
    open.push(limits);
    await expect(limits.consume(rule, '203.0.113.7')).rejects.toThrow();
    expect(logged.length).toBeGreaterThan(0);
    expect(logged[0]).toEqual({
      obj: expect.objectContaining({ err: expect.any(Error) }),
      msg: 'redis connection error',
    });
  });
});
