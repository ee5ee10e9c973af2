import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { createInfrastructure } from '@starmatch/service-kit/infrastructure';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import type { ReplicaCluster } from '@starmatch/test-support/replica-cluster';
import { pino } from 'pino';
import { loadApiConfig } from '../../src/config.js';
import { createApi } from '../../src/create-api.js';
import type { TestApi } from './test-api.js';

/**
 * The api on the cluster's primary with its standby as the read replica (docs/ARCHITECTURE.md
 * "Read replica"), its pools named as main.ts names them; the run's Redis when there is one, for
 * the writers' marks. Ready once the replica has been measured current.
 */
export async function startReplicaApi(cluster: ReplicaCluster, maxLagMs: number): Promise<TestApi> {
  const redisUrl = process.env.REDIS_URL;
  const prefix = `test-${randomUUID()}`;
  const infrastructure = await createInfrastructure({
    databaseUrl: cluster.primary.url,
    redisUrl,
    messagingPrefix: prefix,
    dataDir: tmpdir(),
    logger: pino({ level: 'silent' }),
    applicationName: 'starmatch-api',
    databasePoolSize: 4,
    readReplica: { databaseUrl: cluster.replicaUrl, poolSize: 2, maxLagMs },
  });
  const app = await createApi(loadApiConfig({ LOG_LEVEL: 'silent' }), {
    infrastructure,
    ownsInfrastructure: true,
  });
  await app.ready();
  const replica = infrastructure.database.replica;
  const deadline = Date.now() + 10_000;
  while (!replica?.current()) {
    if (Date.now() > deadline) throw new Error('the read replica was never measured current');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    app,
    infrastructure,
    db: infrastructure.database.db,
    async close() {
      await app.close();
      if (redisUrl) await deleteKeysUnderPrefix(redisUrl, prefix);
    },
  };
}
