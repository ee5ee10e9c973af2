import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@starmatch/db/testing';
import { parseRedisNodes, type RedisTarget } from '@starmatch/messaging/redis-target';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import { startOwnPostgres } from '@starmatch/test-support/own-postgres';
import {
  ProcessLogs,
  runScript,
  type ServiceProcess,
  startService,
} from '@starmatch/test-support/service-process';
import type { AppServer, AppServerOptions } from './app-server.js';
import { startEdgeProxy } from './edge-proxy.js';
import { putPhotoInFolder } from './photo-folder.js';
import { scaledTopology } from './scaled-topology.js';
import { startScaledParts } from './scaled-topology-parts.js';

const WEB_DIST_DIR = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const GATEWAY_COUNT = 2;

type Cleanup = () => Promise<unknown>;

/** Runs every step, newest first, even when one fails; then reports the first failure. */
async function runCleanups(cleanups: Cleanup[]): Promise<void> {
  let firstError: unknown;
  // splice empties the list, so a second stop() has nothing left to do.
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      firstError ??= error;
    }
  }
  if (firstError) throw firstError;
}

/**
 * The production build as docker-compose.yml runs it: api, two realtime gateways and the worker
 * as separate processes on a fresh PostgreSQL database and a Redis prefix of their own, behind
 * one origin (the edge proxy). All share one data folder, as the compose services share a volume:
 * the api stores uploads the worker optimises, and the worker writes the email outbox there.
 * With `ownDatabase` the database is on a PostgreSQL server of the test's own, which `database`
 * stops and starts. With E2E_TOPOLOGY=scaled (scaled-topology.ts) Redis is a cluster, the feed
 * reads go to a replica (not with `ownDatabase`, whose server stands alone) and photos to a bucket.
 */
export async function startDistributedServer(
  env: Record<string, string>,
  options: AppServerOptions = {},
): Promise<AppServer> {
  const { DATABASE_URL: databaseServer, REDIS_URL: redisUrl } = process.env;
  if (!databaseServer || !redisUrl) {
    throw new Error('E2E_MODE=distributed needs DATABASE_URL and REDIS_URL');
  }
  // PHOTO_ORIGIN is the edge's, as in compose: the operator's copy of the origin the api derives.
  const { SEED_DEMO: seedDemo, PHOTO_ORIGIN: photoOrigin, ...passedOn } = env;
  const topology = scaledTopology();
  const redis: RedisTarget = topology
    ? { kind: 'cluster', nodes: parseRedisNodes(topology.redisClusterNodes) }
    : { kind: 'single', url: redisUrl };
  const logs = new ProcessLogs();
  const cleanups: Cleanup[] = [];
  try {
    const dataDir = await mkdtemp(join(tmpdir(), 'starmatch-e2e-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const own = options.ownDatabase ? await startOwnPostgres() : undefined;
    if (own) cleanups.push(() => own.destroy());
    const database = await createTestDatabase({
      DATABASE_URL: own?.url ?? topology?.primaryUrl ?? databaseServer,
    });
    // A server of the test's own goes whole (and may be stopped by then): only close the pool.
    cleanups.push(() => (own ? database.handle.close() : database.destroy()));
    const databaseUrl = database.databaseUrl ?? '';
    const scaled = topology
      ? await startScaledParts(topology, own ? undefined : databaseUrl)
      : undefined;
    if (scaled) cleanups.push(() => scaled.stop());
    if (seedDemo === 'true') {
      await runScript(
        'seed',
        'packages/db/dist/cli/seed.js',
        { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
        logs,
      );
      // The seed writes its portraits to the data folder; a deployment on a bucket moves them
      // there as an operator would (README "Photos in object storage").
      if (scaled) {
        await runScript(
          'photos-migrate',
          'packages/service-kit/dist/cli/photos-migrate.js',
          { ...scaled.env, DATA_DIR: dataDir },
          logs,
        );
      }
    }
    const proxy = await startEdgeProxy({
      webDistDir: WEB_DIST_DIR,
      log: (line) => logs.lines.push(line),
    });
    cleanups.push(() => proxy.close());

    const appUrl = new URL(proxy.origin);
    if (options.appUrlHost) appUrl.hostname = options.appUrlHost;
    const redisPrefix = `e2e-${randomUUID().slice(0, 8)}`;
    cleanups.push(() => deleteKeysUnderPrefix(redis, redisPrefix));
    const shared = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      ...(redis.kind === 'cluster'
        ? { REDIS_CLUSTER_NODES: topology?.redisClusterNodes ?? '' }
        : { REDIS_URL: redisUrl }),
      ...scaled?.env,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      // Links in emails and the gateways' Origin allow-list both name the one public origin.
      APP_URL: appUrl.origin,
      // Every browser of the suite comes from 127.0.0.1: one address's upgrade limit would
      // refuse their reconnects, so the harness lifts it (apps/realtime/test/upgrade-limit.test.ts).
      WS_UPGRADES_PER_MINUTE: '100000',
      // A stopped gateway closes its sockets at once (the drain has tests of its own).
      GATEWAY_DRAIN_WINDOW_MS: '0',
      ...passedOn,
    };
    const starting = [
      // Requests reach the api through the proxy, which sets X-Forwarded-For, as in compose.
      startService('api', 'apps/api/dist/main.js', { ...shared, TRUST_PROXY: 'true' }, logs),
      ...Array.from({ length: GATEWAY_COUNT }, (_, index) =>
        startService(`realtime-${index + 1}`, 'apps/realtime/dist/main.js', shared, logs),
      ),
      startService('worker', 'apps/worker/dist/main.js', shared, logs),
    ];
    const settled = await Promise.allSettled(starting);
    const started = settled.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    cleanups.push(() => Promise.all(started.map((service) => service.stop())));
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    const [api, ...rest] = started as [ServiceProcess, ...ServiceProcess[]];
    const gateways = rest.slice(0, GATEWAY_COUNT);
    proxy.forwardTo({
      api: api.origin,
      gateways: gateways.map((gateway) => gateway.origin),
      appUrl: shared.APP_URL,
      ...(photoOrigin ? { photoOrigin } : {}),
    });
    return {
      origin: proxy.origin,
      appUrl: passedOn.APP_URL ?? appUrl.origin,
      dataDir,
      adminEnv: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      putPhoto: (key, body) =>
        scaled ? scaled.putPhoto(key, body) : putPhotoInFolder(dataDir, key, body),
      logs: logs.lines,
      gatewayConnections: () => proxy.gatewayConnections(),
      ...(own ? { database: { stop: own.stop, start: own.start } } : {}),
      stop: () => runCleanups(cleanups),
    };
  } catch (error) {
    await runCleanups(cleanups).catch(() => {});
    throw new Error(
      `the distributed stack did not start: ${(error as Error).message}\n${logs.text()}`,
    );
  }
}
