import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type OwnRedisSentinel,
  startOwnRedisSentinel,
} from '@starmatch/test-support/redis-sentinel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseRedis, failureLog, redisTargetFromConfig } from './support/secured-redis.js';

// A primary and a replica that ask for a password, watched by three Sentinels that ask for one
// of their own (`sentinel auth-pass` for the first, `requirepass` for the second): the
// services need REDIS_PASSWORD for the data nodes and REDIS_SENTINEL_PASSWORD for the Sentinels.
const PASSWORD = 'data pass 2b7c';
const SENTINEL_PASSWORD = 'sentinel pass 8e04';
let sentinel: OwnRedisSentinel;
let dir: string;
let sentinels: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'starmatch-redis-auth-'));
  sentinel = await startOwnRedisSentinel({
    password: PASSWORD,
    sentinelPassword: SENTINEL_PASSWORD,
  });
  sentinels = sentinel.sentinels.map(({ host, port }) => `${host}:${port}`).join(',');
}, 60_000);
afterAll(async () => {
  await sentinel?.destroy();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('Sentinels and data nodes that ask for passwords', () => {
  it('are reached with REDIS_PASSWORD and REDIS_SENTINEL_PASSWORD_FILE by every connection', async () => {
    const file = join(dir, 'sentinel-password');
    await writeFile(file, `${SENTINEL_PASSWORD}\n`);
    const target = redisTargetFromConfig({
      REDIS_SENTINELS: sentinels,
      REDIS_SENTINEL_NAME: sentinel.name,
      REDIS_PASSWORD: PASSWORD,
      REDIS_SENTINEL_PASSWORD_FILE: file,
    });
    expect(target).toEqual({
      kind: 'sentinel',
      sentinels: sentinel.sentinels,
      name: sentinel.name,
      auth: { password: PASSWORD },
      sentinelAuth: { password: SENTINEL_PASSWORD },
    });
    await exerciseRedis(target);
  });

  it('refuses a wrong Sentinel password, and the log never prints it', async () => {
    const wrong = 'wrong sentinel pass 44af';
    const { text, ping } = await failureLog(
      redisTargetFromConfig({
        REDIS_SENTINELS: sentinels,
        REDIS_SENTINEL_NAME: sentinel.name,
        REDIS_PASSWORD: PASSWORD,
        REDIS_SENTINEL_PASSWORD: wrong,
      }),
      /WRONGPASS invalid username-password pair/,
    );
    expect(ping).toBeInstanceOf(Error);
    for (const secret of [wrong, PASSWORD, SENTINEL_PASSWORD]) expect(text).not.toContain(secret);
  });

  it('refuses a wrong data password once the Sentinels named the primary', async () => {
    const wrong = 'wrong data pass 0c93';
    const { text, ping } = await failureLog(
      redisTargetFromConfig({
        REDIS_SENTINELS: sentinels,
        REDIS_SENTINEL_NAME: sentinel.name,
        REDIS_PASSWORD: wrong,
        REDIS_SENTINEL_PASSWORD: SENTINEL_PASSWORD,
      }),
      /WRONGPASS invalid username-password pair/,
    );
    expect(ping).toBeInstanceOf(Error);
    for (const secret of [wrong, PASSWORD, SENTINEL_PASSWORD]) expect(text).not.toContain(secret);
  });

  it('refuses a service without the Sentinels’ password with NOAUTH', async () => {
    const { text, ping } = await failureLog(
      redisTargetFromConfig({
        REDIS_SENTINELS: sentinels,
        REDIS_SENTINEL_NAME: sentinel.name,
        REDIS_PASSWORD: PASSWORD,
      }),
      /NOAUTH Authentication required/,
    );
    expect(ping).toBeInstanceOf(Error);
    expect(text).not.toContain(PASSWORD);
  });
});
