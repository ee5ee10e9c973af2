import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '@starmatch/db/migrate';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { singleRedis } from '@starmatch/messaging/redis-target';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import { freePort } from '@starmatch/test-support/free-port';
import { perFile } from '@starmatch/test-support/per-file';
import {
  ProcessLogs,
  type ServiceProcess,
  startService,
} from '@starmatch/test-support/service-process';

const SCRIPTS = {
  api: 'apps/api/dist/main.js',
  realtime: 'apps/realtime/dist/main.js',
  worker: 'apps/worker/dist/main.js',
} as const;

export type ServiceKind = keyof typeof SCRIPTS;

export interface RunningService {
  process: ServiceProcess;
  /** Where its GET /metrics answers (its own METRICS_PORT). */
  metrics: string;
}

export interface ServiceStack {
  database: TestDatabase;
  /** In the order asked for. */
  services: RunningService[];
  /** Every process's output, each line marked with its name (`api-1`, `worker-1`, ...). */
  logs: ProcessLogs;
}

/**
 * Distributed-mode processes for the whole test file, on a fresh database, one Redis prefix and
 * one data folder, each with a METRICS_PORT of its own; stopped and removed after the last test.
 * `env` adds to (or overrides) every process's environment; it is read when they start.
 */
export function servicesPerFile(
  kinds: readonly ServiceKind[],
  env: () => Record<string, string> = () => ({}),
): ServiceStack {
  let cleanup = async () => {};
  return perFile(
    async () => {
      const database = await createTestDatabase();
      await migrateToLatest(database.db);
      const redisUrl = process.env.REDIS_URL;
      if (!database.databaseUrl || !redisUrl) throw new Error('needs DATABASE_URL and REDIS_URL');
      const redisPrefix = `test-${randomUUID().slice(0, 8)}`;
      const dataDir = await mkdtemp(join(tmpdir(), 'starmatch-services-'));
      const logs = new ProcessLogs();
      const counts = new Map<ServiceKind, number>();
      const names = kinds.map((kind) => {
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
        return `${kind}-${counts.get(kind)}`;
      });
      const services = await Promise.all(
        kinds.map(async (kind, index) => {
          const metricsPort = await freePort();
          const started = await startService(
            names[index] as string,
            SCRIPTS[kind],
            {
              HOST: '127.0.0.1',
              PORT: '0',
              METRICS_PORT: String(metricsPort),
              LOG_LEVEL: 'info',
              DATABASE_URL: database.databaseUrl as string,
              REDIS_URL: redisUrl,
              REDIS_PREFIX: redisPrefix,
              APP_URL: 'http://localhost:3000',
              DATA_DIR: dataDir,
              ...env(),
            },
            logs,
          );
          return { process: started, metrics: `http://127.0.0.1:${metricsPort}` };
        }),
      );
      cleanup = async () => {
        await Promise.all(services.map((service) => service.process.stop()));
        await database.destroy();
        await deleteKeysUnderPrefix(singleRedis(redisUrl), redisPrefix);
        await rm(dataDir, { recursive: true, force: true });
      };
      return { database, services, logs };
    },
    () => cleanup(),
    60_000,
  );
}
