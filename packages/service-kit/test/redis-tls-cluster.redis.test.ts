import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OwnRedisCluster, startOwnRedisCluster } from '@starmatch/test-support/redis-cluster';
import {
  makeTestCertificates,
  type TestCertificates,
} from '@starmatch/test-support/test-certificates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseRedis, failureLog, redisTargetFromConfig } from './support/secured-redis.js';

// A Redis Cluster of this file's own that speaks only TLS (to clients, between its nodes and to
// its replicas) with a certificate from a CA made here, and asks for a password, as a managed
// cluster with encryption in transit does: its nodes announce themselves by a name
// (`localhost`), which is all the certificate names. REDIS_TLS with REDIS_TLS_CA_FILE reaches
// it; the system's CAs do not know this CA, so without the CA file the certificate is refused.
const PASSWORD = 'tls cluster pass 3d8b';
let cluster: OwnRedisCluster;
let certificates: TestCertificates;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'starmatch-redis-tls-'));
  certificates = await makeTestCertificates(dir, ['DNS:localhost']);
  cluster = await startOwnRedisCluster(
    { password: PASSWORD, tls: certificates },
    { announceHostname: 'localhost' },
  );
}, 60_000);
afterAll(async () => {
  await cluster?.destroy();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a Redis Cluster that speaks TLS only', () => {
  it('is reached with REDIS_TLS and REDIS_TLS_CA_FILE, the seed nodes by their name', async () => {
    // ioredis would look `localhost` up and check the certificate against 127.0.0.1, which it
    // does not name, had the seeds not been kept by name.
    const target = redisTargetFromConfig({
      REDIS_CLUSTER_NODES: cluster.nodeList,
      REDIS_PASSWORD: PASSWORD,
      REDIS_TLS: 'true',
      REDIS_TLS_CA_FILE: certificates.caFile,
    });
    expect(target).toMatchObject({
      kind: 'cluster',
      tls: { ca: expect.stringContaining('BEGIN CERTIFICATE') },
    });
    await exerciseRedis(target);
  });

  it('is refused against the system’s CAs, which do not know its certificate', async () => {
    const { text, ping } = await failureLog(
      redisTargetFromConfig({
        REDIS_CLUSTER_NODES: cluster.nodeList,
        REDIS_PASSWORD: PASSWORD,
        REDIS_TLS: 'true',
      }),
      /redis TLS handshake failed/,
    );
    expect(ping).toBeInstanceOf(Error);
    // ioredis itself says only "Connection is closed.": the line the handshake adds says why.
    expect(text).toContain('"message":"self-signed certificate in certificate chain"');
    expect(text).not.toContain(PASSWORD);
  });
});
