import type { MessagingLogger } from '@starmatch/messaging/logger';
import { closeRedisConnection, createRedisConnection } from '@starmatch/messaging/redis-connection';
import type { RedisTarget } from '@starmatch/messaging/redis-target';

// docs/ARCHITECTURE.md "Read replica": who wrote in the last moments, so their own reads go to
// the primary ("read your writes"). On Redis every api copy sees the mark, whichever copy took
// the write; in memory (one process) the process is the only copy.

export interface RecentWriters {
  /** Marks the person as having written now; the mark lasts `windowMs`. */
  note(userId: string): Promise<void>;
  /** Whether the person wrote within the window; true when it cannot tell (Redis unreachable). */
  wroteRecently(userId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** A Redis answer slower than this sends the read to the primary instead of holding it. */
const REDIS_ANSWER_MS = 500;
/** The memory marks are swept once there are this many. */
const SWEEP_AT = 10_000;

function memoryRecentWriters(windowMs: number): RecentWriters {
  const until = new Map<string, number>();
  return {
    async note(userId) {
      const now = Date.now();
      if (until.size >= SWEEP_AT) {
        for (const [id, end] of until) if (end <= now) until.delete(id);
      }
      until.set(userId, now + windowMs);
    },
    async wroteRecently(userId) {
      return (until.get(userId) ?? 0) > Date.now();
    },
    async close() {
      until.clear();
    },
  };
}

function redisRecentWriters(
  options: { redis: RedisTarget; prefix: string; logger: MessagingLogger },
  windowMs: number,
): RecentWriters {
  const { prefix, logger } = options;
  const redis = createRedisConnection(options.redis, `${prefix}:recent-writers`, logger, {
    // Fail at once while disconnected: the read then takes the primary, which is always right.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_ANSWER_MS,
  });
  const key = (userId: string) => `${prefix}:wrote:${userId}`;
  return {
    async note(userId) {
      try {
        await redis.set(key(userId), '1', 'PX', windowMs);
      } catch (error) {
        logger.warn({ err: error, userId }, 'could not mark a recent writer');
      }
    },
    async wroteRecently(userId) {
      try {
        return (await redis.exists(key(userId))) === 1;
      } catch {
        return true;
      }
    },
    close: () => closeRedisConnection(redis),
  };
}

export function createRecentWriters(
  options: { redis?: RedisTarget | undefined; prefix: string; logger: MessagingLogger },
  windowMs: number,
): RecentWriters {
  return options.redis
    ? redisRecentWriters({ ...options, redis: options.redis }, windowMs)
    : memoryRecentWriters(windowMs);
}
