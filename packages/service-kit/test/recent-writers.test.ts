import { afterAll, describe, expect, it } from 'vitest';
import { recentWritersUnderTest } from './support/recent-writers-under-test.js';

// docs/ARCHITECTURE.md "Read replica": a writer's mark lasts its window, on Redis (shared by the
// api copies) when REDIS_URL is set, in memory otherwise. recent-writers.redis.test.ts has what
// only Redis does.

const { redisUrl, writers, cleanup } = recentWritersUnderTest();
afterAll(cleanup);

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
});
