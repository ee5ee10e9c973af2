import type { MessagingLogger } from '@starmatch/messaging/logger';
import { closeRedisConnection, createRedisConnection } from '@starmatch/messaging/redis-connection';
import type { RedisTarget } from '@starmatch/messaging/redis-target';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export interface RateLimitRule {
  /** Unique per rule: it namespaces the counters. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt against `key` (an IP address, an account) under the rule. */
  consume(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
  /**
   * Gives back one attempt consumed under the rule, for limits that count only failures: the
   * attempt is consumed before the check (so concurrent tries cannot overrun the limit) and
   * refunded when it turns out not to be a failure.
   */
  refund(rule: RateLimitRule, key: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Fixed-window counters. On Redis they are shared by every api copy, so a limit holds however
 * many copies run; in memory (single process) they live in the process.
 */
export function createRateLimiter(options: {
  redis?: RedisTarget | undefined;
  prefix: string;
  /** Where the Redis connection's errors go (an outage would otherwise print raw stacks). */
  logger: MessagingLogger;
}): RateLimiter {
  const redis = options.redis
    ? createRedisConnection(options.redis, `${options.prefix}:rate-limits`, options.logger, {
        enableOfflineQueue: true,
        maxRetriesPerRequest: 3,
      })
    : null;
  const limiters = new Map<string, RateLimiterAbstract>();

  function limiterFor(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      const settings = {
        keyPrefix: `${options.prefix}:rate:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      };
      limiter = redis
        ? new RateLimiterRedis({ ...settings, storeClient: redis, useRedisPackage: false })
        : new RateLimiterMemory(settings);
      limiters.set(rule.name, limiter);
    }
    return limiter;
  }

  return {
    async consume(rule, key) {
      try {
        await limiterFor(rule).consume(key);
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
          };
        }
        throw error;
      }
    },
    async refund(rule, key) {
      await limiterFor(rule).reward(key, 1);
    },
    async ping() {
      if (redis) await redis.ping();
    },
    async close() {
      if (redis) await closeRedisConnection(redis);
    },
  };
}
