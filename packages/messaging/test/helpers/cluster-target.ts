import { type OwnRedisCluster, startOwnRedisCluster } from '@starmatch/test-support/redis-cluster';
import { afterAll, beforeAll } from 'vitest';
import type { RedisTarget } from '../../src/redis-target.js';
import type { Target } from './targets.js';

/**
 * A Redis Cluster of this test file's own (six servers), started before its tests and removed
 * after; `servers()` reaches them (for a failover).
 */
export function useClusterTarget(): Target & { servers(): OwnRedisCluster } {
  let cluster: OwnRedisCluster | undefined;
  beforeAll(async () => {
    cluster = await startOwnRedisCluster();
  }, 60_000);
  afterAll(async () => {
    await cluster?.destroy();
  });
  const servers = () => {
    if (!cluster) throw new Error('the cluster has not started');
    return cluster;
  };
  return {
    kind: 'cluster',
    get redis(): RedisTarget {
      return { kind: 'cluster', nodes: servers().nodes };
    },
    servers,
  };
}
