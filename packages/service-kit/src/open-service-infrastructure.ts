import type { Logger } from 'pino';
import { requireDistributedMode } from './distributed-mode.js';
import { createInfrastructure, type Infrastructure } from './infrastructure.js';
import type { InfrastructureConfig } from './infrastructure-env.js';
import type { ReadReplicaConfig } from './read-replica-env.js';

/** For a service's own process (main.ts): distributed mode only, on the configured PostgreSQL and Redis. */
export function openServiceInfrastructure(
  service: string,
  config: InfrastructureConfig,
  logger: Logger,
  /** The api's read replica (docs/ARCHITECTURE.md "Read replica"); the other services read the primary. */
  readReplica?: ReadReplicaConfig,
): Promise<Infrastructure> {
  requireDistributedMode(service, config);
  return createInfrastructure({
    databaseUrl: config.databaseUrl,
    redis: config.redis,
    messagingPrefix: config.redisPrefix,
    dataDir: config.dataDir,
    databaseTimeouts: config.databaseTimeouts,
    databasePoolSize: config.databasePoolSize,
    applicationName: `starmatch-${service}`,
    readReplica,
    logger,
  });
}
