import { afterAll, describe, expect, it } from 'vitest';
import { recentWritersUnderTest } from './support/recent-writers-under-test.js';

// docs/ARCHITECTURE.md "Read replica": on Redis a writer's mark is shared by every api copy, and
// a Redis that does not answer makes everyone a writer (the primary is always right).

const { writers, cleanup } = recentWritersUnderTest();
afterAll(cleanup);

describe('recent writers on Redis', () => {
  it('shares the mark between api copies', async () => {
    const [one, other] = [writers(5_000), writers(5_000)];
    await expect.poll(() => one.wroteRecently('nobody')).toBe(false);
    await one.note('mere');
    expect(await other.wroteRecently('mere')).toBe(true);
  });

  it('counts everyone as a writer while Redis does not answer', async () => {
    const unreachable = writers(5_000, 'redis://127.0.0.1:1');
    await unreachable.note('tama');
    expect(await unreachable.wroteRecently('nobody-wrote')).toBe(true);
  });
});
