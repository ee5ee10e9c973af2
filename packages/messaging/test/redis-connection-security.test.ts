import { lookup } from 'node:dns';
import type { Cluster, Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeRedisConnection,
  createRedisConnection,
  type RedisClient,
} from '../src/redis-connection.js';
import { describeRedisTarget, type RedisTarget } from '../src/redis-target.js';
import { createRecordingLogger } from './helpers/recording-logger.js';

// What a cluster's or Sentinel set-up's credentials and TLS become in ioredis's options, read
// from connections that are never opened (the *.redis.test.ts files of service-kit open them).
const CA = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const nodes = [{ host: 'redis-a.internal', port: 6379 }];
const sentinels = [{ host: 'sentinel-a.internal', port: 26379 }];

const opened: RedisClient[] = [];
afterEach(async () => {
  for (const connection of opened.splice(0)) await closeRedisConnection(connection);
});

function connectionTo(target: RedisTarget): RedisClient {
  const connection = createRedisConnection(target, 'test', createRecordingLogger(), {
    lazyConnect: true,
  });
  opened.push(connection);
  return connection;
}

describe('a cluster’s credentials and TLS', () => {
  it('go to every node’s connection', () => {
    const cluster = connectionTo({
      kind: 'cluster',
      nodes,
      auth: { username: 'starmatch', password: 'pw-1' },
      tls: { ca: CA },
    }) as Cluster;
    expect(cluster.options.redisOptions).toMatchObject({
      connectionName: 'test',
      username: 'starmatch',
      password: 'pw-1',
      tls: { ca: CA },
    });
    expect(cluster.options.lazyConnect).toBe(true);
  });

  it('with TLS, connect to the seed nodes by the names given, for the certificate’s sake', () => {
    const cluster = connectionTo({ kind: 'cluster', nodes, tls: {} }) as Cluster;
    expect(cluster.options.redisOptions).toMatchObject({ tls: {} });
    expect(cluster.options.redisOptions?.password).toBeUndefined();
    let resolved: string | undefined;
    cluster.options.dnsLookup?.('redis-a.internal', (_error, address) => {
      resolved = address;
    });
    expect(resolved).toBe('redis-a.internal');
  });

  it('are nothing without them: no AUTH, plain TCP, ioredis’s own DNS lookup', () => {
    const cluster = connectionTo({ kind: 'cluster', nodes }) as Cluster;
    expect(cluster.options.redisOptions).toEqual({ connectionName: 'test' });
    expect(cluster.options.dnsLookup).toBe(lookup);
  });
});

describe('a Sentinel set-up’s credentials and TLS', () => {
  it('sign in to the data nodes and, with their own password, to the Sentinels; TLS to both', () => {
    const redis = connectionTo({
      kind: 'sentinel',
      sentinels,
      name: 'main',
      auth: { password: 'data-pw' },
      sentinelAuth: { password: 'sentinel-pw' },
      tls: { ca: CA },
    }) as Redis;
    expect(redis.options).toMatchObject({
      sentinels,
      name: 'main',
      password: 'data-pw',
      sentinelPassword: 'sentinel-pw',
      tls: { ca: CA },
      sentinelTLS: { ca: CA },
      enableTLSForSentinelMode: true,
    });
    expect(redis.options.username).toBeNull();
  });

  it('leave the Sentinels without a password, and TLS off, unless given', () => {
    const redis = connectionTo({
      kind: 'sentinel',
      sentinels,
      name: 'main',
      auth: { username: 'starmatch', password: 'data-pw' },
    }) as Redis;
    expect(redis.options).toMatchObject({ username: 'starmatch', password: 'data-pw' });
    expect(redis.options.sentinelPassword).toBeFalsy();
    expect(redis.options.tls).toBeUndefined();
    expect(redis.options.sentinelTLS).toBeUndefined();
    expect(redis.options.enableTLSForSentinelMode).toBe(false);
  });
});

describe('describeRedisTarget', () => {
  it('says whether there is a password and TLS, never the password', () => {
    const cluster: RedisTarget = {
      kind: 'cluster',
      nodes: [
        { host: 'a', port: 7000 },
        { host: 'b', port: 7001 },
      ],
      auth: { username: 'starmatch', password: 'pw-cluster' },
      tls: { ca: CA },
    };
    expect(describeRedisTarget(cluster)).toBe(
      'Redis Cluster (a:7000,b:7001), as "starmatch" with a password, TLS (own CA)',
    );
    const sentinel: RedisTarget = {
      kind: 'sentinel',
      sentinels: [{ host: 's', port: 26379 }],
      name: 'main',
      auth: { password: 'pw-data' },
      sentinelAuth: { password: 'pw-sentinel' },
      tls: {},
    };
    expect(describeRedisTarget(sentinel)).toBe(
      'Redis Sentinel "main" (s:26379), as default with a password, Sentinels with a password, TLS',
    );
    expect(describeRedisTarget({ kind: 'cluster', nodes: [{ host: 'a', port: 1 }] })).toBe(
      'Redis Cluster (a:1)',
    );
    expect(describeRedisTarget({ kind: 'single', url: 'redis://:pw-url@r:6379' })).toBe(
      'Redis (single server)',
    );
  });
});
