import { randomUUID } from 'node:crypto';
import type { RedisTarget } from '@starmatch/messaging/redis-target';
import { type OwnRedisCluster, startOwnRedisCluster } from '@starmatch/test-support/redis-cluster';
import { Cluster } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../src/rate-limiter.js';
import { deleteKeysUnderPrefix } from '../src/redis-prefix-cleanup.js';

// On a Redis Cluster of this file's own (six servers): the api's rate limits and the cleanup of
// a prefix's keys, which on a cluster lie on every primary.
let cluster: OwnRedisCluster;
let target: RedisTarget;
let admin: Cluster;
beforeAll(async () => {
  cluster = await startOwnRedisCluster();
  target = { kind: 'cluster', nodes: cluster.nodes };
  admin = new Cluster(cluster.nodes);
}, 60_000);
afterAll(async () => {
  await admin?.quit();
  await cluster?.destroy();
});

describe('on a Redis Cluster', () => {
  it('counts rate-limit attempts made through every api copy together', async () => {
    const prefix = `test-${randomUUID()}`;
    const rule = { name: 'test-rule', points: 3, durationSeconds: 60 };
    const logger = pino({ level: 'silent' });
    const copyA = createRateLimiter({ redis: target, prefix, logger });
    const copyB = createRateLimiter({ redis: target, prefix, logger });
    try {
      const results = [
        await copyA.consume(rule, 'aroha@example.nz'),
        await copyB.consume(rule, 'aroha@example.nz'),
        await copyA.consume(rule, 'aroha@example.nz'),
        await copyB.consume(rule, 'aroha@example.nz'),
      ];
      expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
      expect((await copyA.consume(rule, 'other@example.nz')).allowed).toBe(true);
      await copyA.ping();
    } finally {
      await copyA.close();
      await copyB.close();
    }
    expect(await deleteKeysUnderPrefix(target, prefix)).toBe(2);
  });

  it("deletes the prefix's keys on every primary, tagged or not, and nothing that only starts alike", async () => {
    const prefix = `test-${randomUUID()}`;
    const mine = [
      ...Array.from({ length: 300 }, (_, index) => `${prefix}:window:${index}`),
      ...Array.from({ length: 20 }, (_, index) => `{${prefix}}:queue:${index}`),
      ...Array.from({ length: 20 }, (_, index) => `{${prefix}:user:${index}}:sockets`),
    ];
    const others = [`${prefix}-other:queue:1`, prefix, `{${prefix}-other}:queue:1`];
    await Promise.all([...mine, ...others].map((key) => admin.set(key, '1')));
    const primariesHolding = await Promise.all(
      admin.nodes('master').map(async (node) => (await node.dbsize()) > 0),
    );
    expect(primariesHolding).toEqual([true, true, true]);

    expect(await deleteKeysUnderPrefix(target, prefix)).toBe(340);
    const left = await Promise.all([...mine, ...others].map((key) => admin.exists(key)));
    expect(left.reduce((sum, count) => sum + count, 0)).toBe(3);
    await Promise.all(others.map((key) => admin.del(key)));
  });
});
