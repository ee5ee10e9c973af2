import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseConfig } from '../src/parse-config.js';
import { checkRedisTarget, redisEnv, redisTargetOf } from '../src/redis-env.js';

const schema = z.object(redisEnv).superRefine(checkRedisTarget).transform(redisTargetOf);
const parse = (env: Record<string, string>) => parseConfig(schema, env);

function problemsOf(env: Record<string, string>): string[] {
  try {
    parse(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a config problem');
}

describe('the Redis target from the environment', () => {
  it('is none without any of the three forms (the embedded mode), and empty means unset', () => {
    expect(parse({})).toBeUndefined();
    expect(parse({ REDIS_URL: '', REDIS_CLUSTER_NODES: ' ', REDIS_SENTINELS: '' })).toBeUndefined();
  });

  it('keeps REDIS_URL as the single server it always was', () => {
    expect(parse({ REDIS_URL: 'redis://:pw@redis:6379/0' })).toEqual({
      kind: 'single',
      url: 'redis://:pw@redis:6379/0',
    });
  });

  it('reads a cluster from its comma-separated seed nodes', () => {
    expect(parse({ REDIS_CLUSTER_NODES: 'redis-a:7000, redis-b:7001,[::1]:7002,' })).toEqual({
      kind: 'cluster',
      nodes: [
        { host: 'redis-a', port: 7000 },
        { host: 'redis-b', port: 7001 },
        { host: '::1', port: 7002 },
      ],
    });
  });

  it('reads Sentinels with the name of the primary they watch', () => {
    expect(
      parse({ REDIS_SENTINELS: 'sentinel-1:26379,sentinel-2:26379', REDIS_SENTINEL_NAME: 'main' }),
    ).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: 'sentinel-1', port: 26379 },
        { host: 'sentinel-2', port: 26379 },
      ],
      name: 'main',
    });
  });

  it('refuses two forms at once, naming them', () => {
    expect(problemsOf({ REDIS_URL: 'redis://r:6379', REDIS_CLUSTER_NODES: 'a:7000' })).toEqual([
      'REDIS_CLUSTER_NODES: REDIS_URL and REDIS_CLUSTER_NODES are set: give one of REDIS_URL, REDIS_CLUSTER_NODES or REDIS_SENTINELS',
    ]);
  });

  it('refuses Sentinels without the primary’s name, and a name without Sentinels', () => {
    expect(problemsOf({ REDIS_SENTINELS: 's:26379' })).toEqual([
      'REDIS_SENTINEL_NAME: REDIS_SENTINELS and REDIS_SENTINEL_NAME are given together, or neither',
    ]);
    expect(problemsOf({ REDIS_SENTINEL_NAME: 'main' })).toEqual([
      'REDIS_SENTINELS: REDIS_SENTINELS and REDIS_SENTINEL_NAME are given together, or neither',
    ]);
  });

  it.each([
    ['redis-a', '"redis-a" is not host:port: give host:port,host:port'],
    ['redis-a:0', '"redis-a:0" is not host:port: give host:port,host:port'],
    ['redis-a:70000', '"redis-a:70000" is not host:port: give host:port,host:port'],
    ['redis://a:7000', '"redis://a:7000" is not host:port: give host:port,host:port'],
    [',', 'lists no host:port: give host:port,host:port'],
  ])('refuses a node list %j', (list, problem) => {
    expect(problemsOf({ REDIS_CLUSTER_NODES: list })).toEqual([`REDIS_CLUSTER_NODES: ${problem}`]);
  });
});
