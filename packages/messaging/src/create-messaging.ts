import { createBullmqJobQueue } from './bullmq-job-queue.js';
import type { EventBus } from './event-bus.js';
import type { JobQueue, JobSettings } from './job-queue.js';
import type { MessagingLogger } from './logger.js';
import { createMemoryEventBus } from './memory-event-bus.js';
import { createMemoryJobQueue } from './memory-job-queue.js';
import { createMemorySocketRegistry } from './memory-socket-registry.js';
import { createMemoryWindowLimiter } from './memory-window-limiter.js';
import { createRedisEventBus } from './redis-event-bus.js';
import { createRedisSocketRegistry } from './redis-socket-registry.js';
import type { RedisTarget } from './redis-target.js';
import { createRedisWindowLimiter } from './redis-window-limiter.js';
import type { SocketRegistry } from './socket-registry.js';
import type { WindowLimiter } from './window-limiter.js';

export interface MessagingOptions {
  /** Set: Redis pub/sub and BullMQ, shared by every process. Unset: in-process only. */
  redis?: RedisTarget | undefined;
  /** Attempts and backoff per job name; enqueueing a name missing here throws UnknownJobError. */
  settings: Record<string, JobSettings>;
  /** Namespaces BullMQ keys and pub/sub channels. Default 'starmatch'. */
  prefix?: string;
  /** The service's logger: Redis connection errors, dropped events and failed jobs go here. */
  logger: MessagingLogger;
}

export interface Messaging {
  bus: EventBus;
  queue: JobQueue;
  /** Per-account limits (docs/ARCHITECTURE.md "Per-account limits"). */
  limiter: WindowLimiter;
  /** Every user's open sockets across the gateways, for the cap on sockets per user. */
  sockets: SocketRegistry;
  kind: 'redis' | 'memory';
}

export const DEFAULT_PREFIX = 'starmatch';

/** The single place that decides between the embedded and the distributed run mode. */
export function createMessaging(options: MessagingOptions): Messaging {
  const { redis, settings, logger } = options;
  if (redis) {
    const prefix = options.prefix ?? DEFAULT_PREFIX;
    return {
      bus: createRedisEventBus({ redis, prefix, logger }),
      queue: createBullmqJobQueue({ redis, prefix, settings, logger }),
      limiter: createRedisWindowLimiter({ redis, prefix, logger }),
      sockets: createRedisSocketRegistry({ redis, prefix, logger }),
      kind: 'redis',
    };
  }
  return {
    bus: createMemoryEventBus({ logger }),
    queue: createMemoryJobQueue({ settings, logger }),
    limiter: createMemoryWindowLimiter(),
    sockets: createMemorySocketRegistry(),
    kind: 'memory',
  };
}
