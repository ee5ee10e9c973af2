import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { type OwnPostgres, startOwnPostgres } from '@starmatch/test-support/own-postgres';
import { type OwnRedis, startOwnRedis } from '@starmatch/test-support/own-redis';
import { type OwnRedisCluster, startOwnRedisCluster } from '@starmatch/test-support/redis-cluster';
import {
  ProcessLogs,
  type ServiceProcess,
  startService,
} from '@starmatch/test-support/service-process';

/** The public origin every service is told it serves; clients send it as their Origin. */
export const APP_ORIGIN = 'http://127.0.0.1:3000';

const SCRIPTS = {
  api: 'apps/api/dist/main.js',
  realtime: 'apps/realtime/dist/main.js',
  worker: 'apps/worker/dist/main.js',
} as const;

export type ServiceKind = keyof typeof SCRIPTS;

export interface RunningService {
  name: string;
  kind: ServiceKind;
  process: ServiceProcess;
}

/** The suite's own Redis: one server, or a six-node cluster (three primaries, a replica each). */
export type FaultRedis = OwnRedis | OwnRedisCluster;

export interface FaultStackOptions<R extends 'single' | 'cluster'> {
  redis?: R;
  /** More environment for every service (SMTP_URL, timings). */
  env?: Record<string, string>;
}

export interface FaultStack<R extends FaultRedis = OwnRedis> {
  postgres: OwnPostgres;
  redis: R;
  database: TestDatabase;
  dataDir: string;
  /** What every service is started with (REDIS_PREFIX, for a producer of the same queues). */
  env: Record<string, string>;
  logs: ProcessLogs;
  /** The services now running, by name ('api-1', 'realtime-2', 'worker-1'). */
  services: Map<string, RunningService>;
  /** Origins of the running services of one kind, in name order. */
  origins(kind: ServiceKind): string[];
  /** Starts (or starts again, on a new port) the service `name` of `kind`. */
  start(name: string, kind: ServiceKind, extraEnv?: Record<string, string>): Promise<void>;
  /** GET /readyz of every running service: its status code, by name. */
  readiness(): Promise<Record<string, number>>;
  /** Ends `name` with `signal` (SIGKILL as a crash, SIGTERM as a deploy) and forgets it. */
  end(name: string, signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The distributed mode as compose runs it (two api, two realtime gateways, one worker, each its
 * own process) on a PostgreSQL and a Redis of the suite's own, which it may stop and kill: the
 * machine's shared servers are never touched. `redis: 'cluster'` gives the services a Redis
 * Cluster (REDIS_CLUSTER_NODES) instead of one server (REDIS_URL).
 */
export function startFaultStack(
  counts: Record<ServiceKind, number>,
  options?: FaultStackOptions<'single'>,
): Promise<FaultStack<OwnRedis>>;
export function startFaultStack(
  counts: Record<ServiceKind, number>,
  options: FaultStackOptions<'cluster'>,
): Promise<FaultStack<OwnRedisCluster>>;
export async function startFaultStack(
  counts: Record<ServiceKind, number>,
  options: FaultStackOptions<'single' | 'cluster'> = {},
): Promise<FaultStack<FaultRedis>> {
  const [postgres, redis, dataDir] = await Promise.all([
    startOwnPostgres(),
    options.redis === 'cluster' ? startOwnRedisCluster() : startOwnRedis(),
    mkdtemp(join(tmpdir(), 'starmatch-faults-')),
  ]);
  const database = await createTestDatabase({ DATABASE_URL: postgres.url });
  const logs = new ProcessLogs();
  const services = new Map<string, RunningService>();
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.databaseUrl ?? '',
    ...('url' in redis ? { REDIS_URL: redis.url } : { REDIS_CLUSTER_NODES: redis.nodeList }),
    REDIS_PREFIX: `faults-${randomUUID().slice(0, 8)}`,
    DATA_DIR: dataDir,
    APP_URL: APP_ORIGIN,
    // Every simulated person connects from 127.0.0.1: the per-address upgrade limit is for
    // real clients, not for hundreds of people on one test machine.
    WS_UPGRADES_PER_MINUTE: '100000',
    // A stopped gateway closes its sockets at once: the drain's spreading is
    // apps/realtime/test/shutdown-drain.test.ts's, and 10 s per stop would only slow the suite.
    GATEWAY_DRAIN_WINDOW_MS: '0',
    ...options.env,
  };

  const stack: FaultStack<FaultRedis> = {
    postgres,
    redis,
    database,
    dataDir,
    env,
    logs,
    services,
    origins(kind) {
      return [...services.values()]
        .filter((service) => service.kind === kind)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((service) => service.process.origin);
    },
    async start(name, kind, more = {}) {
      const process = await startService(name, SCRIPTS[kind], { ...env, ...more }, logs);
      services.set(name, { name, kind, process });
    },
    async readiness() {
      const answers = await Promise.all(
        [...services.values()].map(async ({ name, process }) => {
          const response = await fetch(`${process.origin}/readyz`);
          return [name, response.status] as const;
        }),
      );
      return Object.fromEntries(answers);
    },
    async end(name, signal) {
      const service = services.get(name);
      if (!service) throw new Error(`no service named ${name}`);
      services.delete(name);
      await service.process.kill(signal);
    },
    async stop() {
      await Promise.all([...services.values()].map((service) => service.process.stop()));
      services.clear();
      await database.destroy().catch(() => undefined);
      await Promise.all([postgres.destroy(), redis.destroy()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };

  try {
    const starting: Promise<void>[] = [];
    for (const kind of Object.keys(SCRIPTS) as ServiceKind[]) {
      for (let index = 1; index <= counts[kind]; index += 1) {
        starting.push(stack.start(`${kind}-${index}`, kind));
      }
    }
    await Promise.all(starting);
  } catch (error) {
    await stack.stop().catch(() => undefined);
    throw new Error(`the stack did not start: ${(error as Error).message}\n${logs.text()}`);
  }
  return stack;
}
