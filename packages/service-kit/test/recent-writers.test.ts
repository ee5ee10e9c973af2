import { randomUUID } from 'node:crypto';
import { singleRedis } from '@starmatch/messaging/redis-target';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createRecentWriters, type RecentWriters } from '../src/recent-writers.js';
import { deleteKeysUnderPrefix } from '../src/redis-prefix-cleanup.js';

// docs/ARCHITECTURE.md "Read replica": a writer's mark lasts its window, on Redis (shared by the
// api copies) when REDIS_URL is set, in memory otherwise.

const redisUrl = process.env.REDIS_URL;
const prefix = `test-${randomUUID()}`;
const logger = pino({ level: 'silent' });
const opened: RecentWriters[] = [];

function writers(windowMs: number, url = redisUrl): RecentWriters {
  const made = createRecentWriters(
    { redis: url ? singleRedis(url) : undefined, prefix, logger },
    windowMs,
  );
  opened.push(made);
  return made;
}

afterAll(async () => {
  await Promise.all(opened.map((made) => made.close()));
  if (redisUrl) await deleteKeysUnderPrefix(singleRedis(redisUrl), prefix);
});

describe(`recent writers (${redisUrl ? 'Redis' : 'memory'})`, () => {
  it('marks a writer for the window and nobody else', async () => {
    const recent = writers(300);
    // Until Redis is connected everyone counts as a writer.
    await expect.poll(() => recent.wroteRecently('nikau')).toBe(false);
    await recent.note('aroha');
    expect(await recent.wroteRecently('aroha')).toBe(true);
    expect(await recent.wroteRecently('nikau')).toBe(false);
    await expect.poll(() => recent.wroteRecently('aroha'), { timeout: 2_000 }).toBe(false);
  });

  it.runIf(redisUrl)('shares the mark between api copies', async () => {
    const [one, other] = [writers(5_000), writers(5_000)];
    await expect.poll(() => one.wroteRecently('nobody')).toBe(false);
    await one.note('mere');
    expect(await other.wroteRecently('mere')).toBe(true);
  });

  it.runIf(redisUrl)('counts everyone as a writer while Redis does not answer', async () => {
    const unreachable = writers(5_000, 'redis://127.0.0.1:1');
    await unreachable.note('tama');
    expect(await unreachable.wroteRecently('nobody-wrote')).toBe(true);
  });
});
