import { createApi } from '@starmatch/api/create-api';
import { migrateToLatest } from '@starmatch/db/migrate';
import { seedDemoData } from '@starmatch/db/seed/seed-demo-data';
import { domainContextFor } from '@starmatch/domain/context';
import { createRealtimeGateway } from '@starmatch/realtime/create-gateway';
import { createInfrastructure, type Infrastructure } from '@starmatch/service-kit/infrastructure';
import { openServiceMetrics, type ServiceMetrics } from '@starmatch/service-kit/service-metrics';
import { createWorker } from '@starmatch/worker/create-worker';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { EmbeddedConfig } from './config.js';
import { type ControlChannel, startControlChannel } from './control-channel.js';
import { makeDataDirsPrivate } from './private-data-dir.js';
import { seedsDemoPeople } from './seeds-demo-people.js';
import { loadOrCreateVapidKeys } from './vapid-key-file.js';

export interface EmbeddedApp {
  app: FastifyInstance;
  infrastructure: Infrastructure;
  /** One registry and one /metrics server for the api, gateway and worker it runs (METRICS_PORT). */
  metrics: ServiceMetrics;
  /** Stops HTTP and sockets first, then the worker's in-flight jobs, then the database. */
  close(): Promise<void>;
}

/**
 * The whole product in one process on one port: SPA, REST, WebSocket and the worker, sharing one
 * database handle and the in-process (or Redis) bus and queue.
 */
export async function startEmbedded(config: EmbeddedConfig, logger: Logger): Promise<EmbeddedApp> {
  await makeDataDirsPrivate([config.api.dataDir, config.api.uploadDir]);
  logger.info(
    { database: config.api.databaseUrl ? 'PostgreSQL' : 'PGlite', dataDir: config.api.dataDir },
    'opening the database',
  );
  const infrastructure = await createInfrastructure({
    databaseUrl: config.api.databaseUrl,
    redis: config.api.redis,
    messagingPrefix: config.api.redisPrefix,
    dataDir: config.api.dataDir,
    databasePoolSize: config.api.databasePoolSize,
    // One pool for requests and jobs alike: the longer of the two statement timeouts.
    databaseTimeouts: {
      connectMs: config.api.databaseTimeouts.connectMs,
      statementMs: Math.max(
        config.api.databaseTimeouts.statementMs,
        config.worker.databaseTimeouts.statementMs,
      ),
    },
    logger,
  });
  let control: ControlChannel | undefined;
  let metrics: ServiceMetrics | undefined;
  try {
    const { db } = infrastructure.database;
    // Again, now that PGlite has unpacked its files: it sets their modes itself (0666), past the umask.
    await makeDataDirsPrivate([config.api.dataDir]);
    // First, so a role command while the app starts goes through the app, never to its PGlite.
    control = await startControlChannel(db, config.api.dataDir, logger);
    const applied = await migrateToLatest(db);
    if (applied.length > 0) logger.info({ migrations: applied.length }, 'migrated the database');
    const seedDemo = seedsDemoPeople(config);
    if (config.seedDemo && !seedDemo) {
      logger.warn(
        { host: config.host },
        'not seeding the demo accounts: HOST is not a loopback address and their password is published',
      );
    }
    if (seedDemo) {
      const seeded = await seedDemoData(db, {
        uploadDir: config.api.uploadDir,
        onStart: (people) =>
          logger.info({ people }, 'seeding the demo people and their photos (first start only)'),
      });
      if (!seeded.skipped) logger.info(seeded, 'seeded the demo data');
    }
    // Given by the environment, or this folder's own (README "Push").
    const webPush = {
      ...config.api.webPush,
      vapid:
        config.api.webPush.vapid ??
        (await loadOrCreateVapidKeys(config.api.dataDir, config.api.webPush.subject)),
    };
    metrics = await openServiceMetrics(
      { host: config.host, metricsPort: config.api.metricsPort },
      logger,
    );
    const registry = metrics.registry;
    // One per process: REST, sockets and the worker's relay share its outbox.
    const domain = domainContextFor(infrastructure, logger);
    const app = await createApi(
      { ...config.api, webPush },
      {
        infrastructure,
        domain,
        webDistDir: config.webDistDir,
        metrics: registry,
      },
    );
    const gateway = createRealtimeGateway(config.realtime, infrastructure, logger, {
      domain,
      metrics: registry,
    });
    app.server.on('upgrade', (request, socket, head) =>
      gateway.handleUpgrade(request, socket, head),
    );
    const worker = await createWorker(
      { ...config.worker, webPush },
      { infrastructure, domain, metrics: registry },
    );
    await worker.start();
    app.addHook('preClose', async () => {
      await gateway.close();
    });
    const openMetrics = metrics;
    return {
      app,
      infrastructure,
      metrics: openMetrics,
      async close() {
        await app.close();
        await worker.close();
        await domain.close();
        await control?.close();
        await openMetrics.close();
        await infrastructure.close();
      },
    };
  } catch (error) {
    await metrics?.close();
    await control?.close();
    await infrastructure.close();
    throw error;
  }
}
