import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { singleRedis } from '@starmatch/messaging/redis-target';
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
 * the writers' marks.
 */
export async function startReplicaApi(cluster: ReplicaCluster, maxLagMs: number): Promise<TestApi> {
  const redisUrl = process.env.REDIS_URL;
  const prefix = `test-${randomUUID()}`;
  const infrastructure = await createInfrastructure({
    databaseUrl: cluster.primary.url,
    redis: redisUrl ? singleRedis(redisUrl) : undefined,
    messagingPrefix: prefix,
    dataDir: tmpdir(),
    logger: pino({ level: 'silent' }),
    applicationName: 'starmatch-api',
    databasePoolSize: 4,
    databaseTimeouts: { connectMs: 2_000, statementMs: 7_000 },
    readReplica: { databaseUrl: cluster.replicaUrl, poolSize: 2, maxLagMs },
  });
  const app = await createApi(loadApiConfig({ LOG_LEVEL: 'silent' }), {
    infrastructure,
    ownsInfrastructure: true,
  });
  await app.ready();
  // Ready once a reader who never wrote is sent to the replica: it was measured current, and the
  // writers' marks can be read (until Redis answers, everyone counts as a writer).
  const replica = infrastructure.database.replica?.db;
  const deadline = Date.now() + 10_000;
  while ((await infrastructure.reads.forPerson(randomUUID())) !== replica) {
    if (Date.now() > deadline) throw new Error('reads never reached the read replica');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    app,
    infrastructure,
    db: infrastructure.database.db,
    async close() {
      await app.close();
      if (redisUrl) await deleteKeysUnderPrefix(singleRedis(redisUrl), prefix);
    },
  };
}
