import { afterEach, expect, it } from 'vitest';
import { createMemoryWindowLimiter } from '../../src/memory-window-limiter.js';
import { createRedisWindowLimiter } from '../../src/redis-window-limiter.js';
import type { WindowLimit, WindowLimiter } from '../../src/window-limiter.js';
import { createRecordingLogger } from './recording-logger.js';
import { deleteRedisKeys, type Target, uniqueName } from './targets.js';

const MINUTE = 60_000;

export function windowLimiterCases(target: Target): void {
  const opened: { limiter: WindowLimiter; prefix: string }[] = [];
  afterEach(async () => {
    for (const { limiter, prefix } of opened.splice(0)) {
      await limiter.close();
      if (target.redis) await deleteRedisKeys(target.redis, prefix);
    }
  });

  /** A limiter on a clock the test moves. */
  function limiterAt(clock: { now: number }): WindowLimiter {
    const prefix = uniqueName('test');
    const now = () => clock.now;
    const redis = target.redis;
    const limiter = redis
      ? createRedisWindowLimiter({
          redis,
          prefix,
          logger: createRecordingLogger(),
          now,
        })
      : createMemoryWindowLimiter({ now });
    opened.push({ limiter, prefix });
    return limiter;
  }

  const perMinute: WindowLimit = { name: 'per-minute', max: 3, windowMs: MINUTE };
  const perDay: WindowLimit = { name: 'per-day', max: 2, windowMs: 24 * 60 * MINUTE };

  async function takeTimes(limiter: WindowLimiter, times: number, limit: WindowLimit, key: string) {
    for (let i = 0; i < times; i += 1) {
      expect((await limiter.take([{ limit, key }])).allowed).toBe(true);
    }
  }

  it('allows max in any window, refuses the next until the oldest count leaves it', async () => {
    const clock = { now: 1_000_000 };
    const limiter = limiterAt(clock);
    await takeTimes(limiter, 1, perMinute, 'a');
    clock.now += 20_000;
    await takeTimes(limiter, 2, perMinute, 'a');
    clock.now += 10_000;
    expect(await limiter.take([{ limit: perMinute, key: 'a' }])).toEqual({
      allowed: false,
      limit: perMinute,
      retryAfterSeconds: 30,
    });
    // Another key has its own window.
    await takeTimes(limiter, 3, perMinute, 'b');
    // The refusals counted nothing: one place frees when the first count is a minute old.
    clock.now += 29_999;
    expect((await limiter.take([{ limit: perMinute, key: 'a' }])).allowed).toBe(false);
    clock.now += 1;
    await takeTimes(limiter, 1, perMinute, 'a');
    expect(await limiter.take([{ limit: perMinute, key: 'a' }])).toMatchObject({
      allowed: false,
      retryAfterSeconds: 20,
    });
  });

  it('counts all charges or none, and names the first one over its limit', async () => {
    const clock = { now: 5_000_000 };
    const limiter = limiterAt(clock);
    await takeTimes(limiter, 2, perDay, 'a');
    const both = [
      { limit: perMinute, key: 'a' },
      { limit: perDay, key: 'a' },
    ];
    expect(await limiter.take(both)).toEqual({
      allowed: false,
      limit: perDay,
      retryAfterSeconds: 24 * 60 * 60,
    });
    // The per-minute window was left untouched by the refusal: all three places are free.
    await takeTimes(limiter, 3, perMinute, 'a');
  });

  it('gives a released count back', async () => {
    const clock = { now: 9_000_000 };
    const limiter = limiterAt(clock);
    await takeTimes(limiter, 2, perMinute, 'a');
    const taken = await limiter.take([
      { limit: perMinute, key: 'a' },
      { limit: perDay, key: 'a' },
    ]);
    if (!taken.allowed) throw new Error('expected the third count to be allowed');
    expect((await limiter.take([{ limit: perMinute, key: 'a' }])).allowed).toBe(false);
    await taken.reservation.release();
    await takeTimes(limiter, 1, perMinute, 'a');
    await takeTimes(limiter, 2, perDay, 'a');
  });

  it('lets exactly max of many concurrent attempts through', async () => {
    const limiter = limiterAt({ now: 12_000_000 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => limiter.take([{ limit: perMinute, key: 'a' }])),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it('judges an attempt that waited its turn at the time it arrived', async () => {
    const clock = { now: 15_000_000 };
    const limiter = limiterAt(clock);
    const a = [{ limit: perMinute, key: 'a' }];
    // Three attempts made 40 s apart, all counted only now, after a stall: each at its arrival.
    expect((await limiter.take(a, { waitedMs: 80_000 })).allowed).toBe(true);
    expect((await limiter.take(a, { waitedMs: 40_000 })).allowed).toBe(true);
    expect((await limiter.take(a, { waitedMs: 0 })).allowed).toBe(true);
    // The first of them is over a minute old: one place is free, then none until the next frees
    // (20 s from now, counted from now, not from the arrival).
    await takeTimes(limiter, 1, perMinute, 'a');
    expect(await limiter.take(a, { waitedMs: 5_000 })).toEqual({
      allowed: false,
      limit: perMinute,
      retryAfterSeconds: 20,
    });
  });
}
