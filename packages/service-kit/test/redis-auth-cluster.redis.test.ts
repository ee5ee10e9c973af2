import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OwnRedisCluster, startOwnRedisCluster } from '@starmatch/test-support/redis-cluster';
import { securedCli } from '@starmatch/test-support/redis-server-security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseRedis, failureLog, redisTargetFromConfig } from './support/secured-redis.js';

// A Redis Cluster of this file's own whose six nodes ask for a password (`requirepass`, and
// `masterauth` between them), as every managed cluster does: the services reach it with
// REDIS_PASSWORD (here from a file, as Kubernetes mounts it), or an ACL user's, and without the
// right one they say why and never print it.
const PASSWORD = 'cluster pass 7f3a';
let cluster: OwnRedisCluster;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'starmatch-redis-auth-'));
  cluster = await startOwnRedisCluster({ password: PASSWORD });
}, 60_000);
afterAll(async () => {
  await cluster?.destroy();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a Redis Cluster that asks for a password', () => {
  it('is reached with REDIS_PASSWORD_FILE by every connection the services open', async () => {
    const file = join(dir, 'redis-password');
    await writeFile(file, `${PASSWORD}\n`);
    const target = redisTargetFromConfig({
      REDIS_CLUSTER_NODES: cluster.nodeList,
      REDIS_PASSWORD_FILE: file,
    });
    expect(target).toEqual({ kind: 'cluster', nodes: cluster.nodes, auth: { password: PASSWORD } });
    await exerciseRedis(target);
  });

  it('is reached as an ACL user with REDIS_USERNAME', async () => {
    const cli = securedCli({ password: PASSWORD });
    // ACL users are each node's own: a managed cluster creates them on every node, as here.
    for (const { port } of cluster.nodes) {
      await cli(port, 'acl', 'setuser', 'starmatch', 'on', '>user pass 91c2', '~*', '&*', '+@all');
    }
    await exerciseRedis(
      redisTargetFromConfig({
        REDIS_CLUSTER_NODES: cluster.nodeList,
        REDIS_USERNAME: 'starmatch',
        REDIS_PASSWORD: 'user pass 91c2',
      }),
    );
  });

  it('refuses a wrong password with WRONGPASS, and the log never prints it', async () => {
    const wrong = 'wrong pass 5d1e';
    const { text, ping } = await failureLog(
      redisTargetFromConfig({ REDIS_CLUSTER_NODES: cluster.nodeList, REDIS_PASSWORD: wrong }),
      /WRONGPASS invalid username-password pair/,
    );
    expect(ping).toBeInstanceOf(Error);
    expect(text).toContain('"command":{"name":"auth","args":"[Redacted]"}');
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(PASSWORD);
  });

  it('refuses a service without a password with NOAUTH', async () => {
    const { text, ping } = await failureLog(
      redisTargetFromConfig({ REDIS_CLUSTER_NODES: cluster.nodeList }),
      /NOAUTH Authentication required/,
    );
    expect(ping).toBeInstanceOf(Error);
    expect(text).not.toContain(PASSWORD);
  });
});
