import { type OwnRedisCluster, startOwnRedisCluster } from '@starmatch/test-support/redis-cluster';
import { afterAll, beforeAll } from 'vitest';
import type { RedisTarget } from '../../src/redis-target.js';
import type { Target } from './targets.js';

/** A Redis Cluster of this test file's own (six servers), started before its tests and removed after. */
export function useClusterTarget(): Target {
  let cluster: OwnRedisCluster | undefined;
  beforeAll(async () => {
    cluster = await startOwnRedisCluster();
  }, 60_000);
  afterAll(async () => {
    await cluster?.destroy();
  });
  return {
    kind: 'cluster',
    get redis(): RedisTarget {
      if (!cluster) throw new Error('the cluster has not started');
      return { kind: 'cluster', nodes: cluster.nodes };
    },
  };
}
