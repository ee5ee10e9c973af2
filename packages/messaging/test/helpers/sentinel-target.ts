import {
  type OwnRedisSentinel,
  startOwnRedisSentinel,
} from '@starmatch/test-support/redis-sentinel';
import { afterAll, beforeAll } from 'vitest';
import type { RedisTarget } from '../../src/redis-target.js';
import type { Target } from './targets.js';

/**
 * A primary, a replica and three Sentinels of this test file's own, started before its tests and
 * removed after; `servers()` reaches them (for a failover).
 */
export function useSentinelTarget(): Target & { servers(): OwnRedisSentinel } {
  let sentinel: OwnRedisSentinel | undefined;
  beforeAll(async () => {
    sentinel = await startOwnRedisSentinel();
  }, 60_000);
  afterAll(async () => {
    await sentinel?.destroy();
  });
  const servers = () => {
    if (!sentinel) throw new Error('the Sentinels have not started');
    return sentinel;
  };
  return {
    kind: 'sentinel',
    get redis(): RedisTarget {
      const { sentinels, name } = servers();
      return { kind: 'sentinel', sentinels, name };
    },
    servers,
  };
}
