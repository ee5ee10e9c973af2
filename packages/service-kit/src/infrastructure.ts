import { JOB_SETTINGS } from '@starmatch/contracts/jobs';
import { createDatabase, type DatabaseHandle } from '@starmatch/db/connection';
import { createMessaging, type Messaging } from '@starmatch/messaging/create-messaging';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { RedisTarget } from '@starmatch/messaging/redis-target';
import type { SocketRegistry } from '@starmatch/messaging/socket-registry';
import type { WindowLimiter } from '@starmatch/messaging/window-limiter';
import type { Logger } from 'pino';
import type { DatabaseTimeouts } from './infrastructure-env.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import type { ReadReplicaConfig } from './read-replica-env.js';
import { createReadRouting, type ReadRouting, writerWindowMs } from './read-routing.js';
import { createRecentWriters, type RecentWriters } from './recent-writers.js';

/** The stateful dependencies of every service. Which implementations run is decided here, once. */
export interface Infrastructure {
  database: DatabaseHandle;
  /** Which database answers a read that may lag (the primary unless a replica is configured). */
  reads: ReadRouting;
  bus: EventBus;
  queue: JobQueue;
  rateLimiter: RateLimiter;
  /** Per-account limits on likes, conversations and messages, shared by REST and the sockets. */
  limiter: WindowLimiter;
  /** Every user's open sockets across the gateways. */
  sockets: SocketRegistry;
  mode: 'embedded' | 'distributed';
  /** Readiness checks for GET /readyz. */
  checks: Record<string, () => Promise<void>>;
  /** Reported by GET /readyz without deciding it: the read replica, whose reads fall back to the primary. */
  reportedChecks: Record<string, () => Promise<void>>;
  close(): Promise<void>;
}

export interface InfrastructureOptions {
  databaseUrl?: string | undefined;
  /** Unset: the embedded mode's in-process bus, queue and limits. */
  redis?: RedisTarget | undefined;
  dataDir: string;
  logger: Logger;
  /** Namespaces Redis keys and channels; tests give each file its own. */
  messagingPrefix?: string;
  /** Unset: no bounds (tests that do not need them). */
  databaseTimeouts?: DatabaseTimeouts;
  /** The primary pool's size; default 10. */
  databasePoolSize?: number;
  /** PostgreSQL's application_name of the pool (the replica's gets `-read` after it). */
  applicationName?: string;
  /** A streaming replica for the reads that may lag (the api only). */
  readReplica?: ReadReplicaConfig | undefined;
}

export async function createInfrastructure(
  options: InfrastructureOptions,
): Promise<Infrastructure> {
  const { readReplica, applicationName } = options;
  const database = await createDatabase({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    dataDir: options.dataDir,
    logger: options.logger,
    ...(options.databasePoolSize ? { maxConnections: options.databasePoolSize } : {}),
    ...(applicationName ? { applicationName } : {}),
    ...(readReplica
      ? {
          readReplica: {
            databaseUrl: readReplica.databaseUrl,
            maxConnections: readReplica.poolSize,
            maxLagMs: readReplica.maxLagMs,
            ...(applicationName ? { applicationName: `${applicationName}-read` } : {}),
          },
        }
      : {}),
    ...(options.databaseTimeouts
      ? {
          connectTimeoutMs: options.databaseTimeouts.connectMs,
          statementTimeoutMs: options.databaseTimeouts.statementMs,
        }
      : {}),
  });
  const messaging = createMessaging({
    redis: options.redis,
    settings: JOB_SETTINGS,
    logger: options.logger,
    ...(options.messagingPrefix ? { prefix: options.messagingPrefix } : {}),
  });
  const rateLimiter = createRateLimiter({
    redis: options.redis,
    prefix: options.messagingPrefix ?? 'starmatch',
    logger: options.logger,
  });
  const recentWriters = readReplica
    ? createRecentWriters(
        {
          redis: options.redis,
          prefix: options.messagingPrefix ?? 'starmatch',
          logger: options.logger,
        },
        writerWindowMs(readReplica.maxLagMs),
      )
    : null;
  return assembleInfrastructure(database, messaging, rateLimiter, recentWriters);
}

export function assembleInfrastructure(
  database: DatabaseHandle,
  { bus, queue, limiter, sockets, kind }: Messaging,
  rateLimiter: RateLimiter,
  recentWriters: RecentWriters | null = null,
): Infrastructure {
  let closed = false;
  const { replica } = database;
  return {
    database,
    reads: createReadRouting(database, recentWriters),
    bus,
    queue,
    rateLimiter,
    limiter,
    sockets,
    mode: kind === 'redis' ? 'distributed' : 'embedded',
    checks: {
      database: () => database.ping(),
      ...(kind === 'redis' ? { redis: () => bus.ping() } : {}),
    },
    reportedChecks: replica ? { replica: () => replica.check() } : {},
    async close() {
      if (closed) return;
      closed = true;
      // Queue first: in-flight jobs may still write to the database.
      await queue.close();
      await bus.close();
      await rateLimiter.close();
      await limiter.close();
      await sockets.close();
      await recentWriters?.close();
      await database.close();
    },
  };
}
