import { randomUUID } from 'node:crypto';
import { createDatabase } from '@starmatch/db/connection';
import { migrateToLatest } from '@starmatch/db/migrate';
import { singleRedis } from '@starmatch/messaging/redis-target';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import { type ReplicaCluster, startReplicaCluster } from '@starmatch/test-support/replica-cluster';
import {
  ProcessLogs,
  type ServiceProcess,
  startService,
} from '@starmatch/test-support/service-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md "Read replica": the api process as main.ts starts it, with
// DATABASE_READ_URL naming a streaming standby of the test's own.

const redisUrl = process.env.REDIS_URL as string;
const redisPrefix = `test-${randomUUID().slice(0, 8)}`;
let cluster: ReplicaCluster;
let api: ServiceProcess | undefined;

beforeAll(async () => {
  cluster = await startReplicaCluster();
  const primary = await createDatabase({ databaseUrl: cluster.primary.url });
  try {
    await migrateToLatest(primary.db);
  } finally {
    await primary.close();
  }
  api = await startService(
    'api',
    'apps/api/dist/main.js',
    {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: cluster.primary.url,
      DATABASE_READ_URL: cluster.replicaUrl,
      DB_POOL_SIZE: '3',
      DB_READ_POOL_SIZE: '2',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      APP_URL: 'http://localhost:3000',
    },
    new ProcessLogs(),
  );
}, 60_000);

afterAll(async () => {
  await api?.stop();
  await cluster?.destroy();
  await deleteKeysUnderPrefix(singleRedis(redisUrl), redisPrefix);
});

const countNamed = (name: string) =>
  `select count(*) from pg_stat_activity where application_name = '${name}'`;

describe('an api process with DATABASE_READ_URL', () => {
  it('reports the replica ready and names its pools', async () => {
    await expect
      .poll(async () => (await fetch(`${api?.origin}/readyz`)).json(), { timeout: 10_000 })
      .toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', replica: 'ok' } });
    // The lag measure's own connection to each server, under the api's names.
    expect(await cluster.onReplica(countNamed('starmatch-api-read-measure'))).toBe('1');
    expect(await cluster.onPrimary(countNamed('starmatch-api-read-measure'))).toBe('1');
    expect(Number(await cluster.onPrimary(countNamed('starmatch-api')))).toBeGreaterThan(0);
  });
});
