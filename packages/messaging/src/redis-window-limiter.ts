import { randomUUID } from 'node:crypto';
import type { MessagingLogger } from './logger.js';
import { closeRedisConnection, createRedisConnection } from './redis-connection.js';
import { isCluster, type RedisTarget } from './redis-target.js';
import {
  retryAfterSeconds,
  type TakeOptions,
  type WindowCharge,
  type WindowLimit,
  type WindowLimiter,
  type WindowTake,
  waitedMsOf,
} from './window-limiter.js';

// One sorted set per (limit, account): members are attempt tokens, scores their times in ms.
// The time is Redis's own (TIME), so processes with skewed clocks still share one window;
// ARGV[1] overrides it for tests of the window's movement. ARGV[3] is how long ago the attempt
// arrived (a duration on the caller's clock, so no clock skew enters): it is counted then.
// Returns {1} when every charge was counted, or {0, index of the refused charge (1-based), ms
// until a place frees}.
const TAKE_SCRIPT = `
local clock
if ARGV[1] == '' then
  local time = redis.call('TIME')
  clock = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
else
  clock = tonumber(ARGV[1])
end
local now = clock - tonumber(ARGV[3])
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[2 + i * 2])
  local window = tonumber(ARGV[3 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= max then
    local frees = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
    return {0, i, tonumber(frees[2]) + window - clock}
  end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[3 + i * 2]))
end
return {1}
`;

type TakeReply = [1] | [0, number, number];

/**
 * A healthy take answers in about a millisecond. This need not beat the gateway's send deadline
 * (which answers the sender either way); it ends the send's work, so the socket's next frames
 * can run once Redis answers again.
 */
export const LIMITER_COMMAND_TIMEOUT_MS = 2_000;

/** The distributed-mode limiter: the windows live in Redis, shared by every api and gateway. */
export function createRedisWindowLimiter(options: {
  redis: RedisTarget;
  prefix: string;
  logger: MessagingLogger;
  /** Tests only: the clock to count by, instead of Redis's. */
  now?: () => number;
  /** Tests only: a shorter LIMITER_COMMAND_TIMEOUT_MS. */
  commandTimeoutMs?: number;
}): WindowLimiter {
  const { prefix } = options;
  // Connects on first use, so a process that never counts (the worker) holds no connection.
  // A take is on the way of every send and like: a Redis that is down fails it after three
  // reconnect tries (about a second), and one that hangs with its connection open after
  // LIMITER_COMMAND_TIMEOUT_MS, instead of holding the send (and the frames of its socket
  // queued behind it) until the connection drops.
  const redis = createRedisConnection(options.redis, 'starmatch-limits', options.logger, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    commandTimeout: options.commandTimeoutMs ?? LIMITER_COMMAND_TIMEOUT_MS,
  });
  redis.defineCommand('starmatchWindowTake', { lua: TAKE_SCRIPT });
  const run = (keys: string[], args: (string | number)[]) =>
    (
      redis as unknown as {
        starmatchWindowTake(count: number, ...rest: (string | number)[]): Promise<TakeReply>;
      }
    ).starmatchWindowTake(keys.length, ...keys, ...args);

  // On a cluster a take's windows (an account's and an address's) live in unrelated slots, so
  // one script cannot see them all: each window is taken by itself, in order, and a refusal
  // releases those already taken. Still all-or-nothing, but not atomic: for the moment between
  // the two steps the earlier windows count this attempt, so a concurrent take may be refused
  // that a single server would have let through (never the reverse), and a process that dies
  // in that moment leaves the attempt counted until its window passes.
  const perKey = isCluster(options.redis);
  async function takeKeyByKey(
    keys: string[],
    head: (string | number)[],
    bounds: (string | number)[][],
  ): Promise<TakeReply> {
    const token = String(head[1]);
    const taken: string[] = [];
    for (const [index, key] of keys.entries()) {
      const reply = await run([key], [...head, ...(bounds[index] ?? [])]);
      if (reply[0] === 0) {
        await Promise.all(taken.map((earlier) => redis.zrem(earlier, token)));
        return [0, index + 1, reply[2]];
      }
      taken.push(key);
    }
    return [1];
  }

  return {
    async take<L extends WindowLimit>(
      charges: readonly WindowCharge<L>[],
      takeOptions?: TakeOptions,
    ): Promise<WindowTake<L>> {
      const keys = charges.map((charge) => `${prefix}:window:${charge.limit.name}:${charge.key}`);
      const token = randomUUID();
      const head = [options.now ? String(options.now()) : '', token, waitedMsOf(takeOptions)];
      const bounds = charges.map((charge) => [charge.limit.max, charge.limit.windowMs]);
      const reply = perKey
        ? await takeKeyByKey(keys, head, bounds)
        : await run(keys, [...head, ...bounds.flat()]);
      if (reply[0] === 0) {
        const limit = charges[reply[1] - 1]?.limit;
        if (!limit) throw new Error('window limiter answered an unknown charge');
        return { allowed: false, limit, retryAfterSeconds: retryAfterSeconds(reply[2]) };
      }
      return {
        allowed: true,
        reservation: {
          async release() {
            await Promise.all(keys.map((key) => redis.zrem(key, token)));
          },
        },
      };
    },
    async close() {
      await closeRedisConnection(redis);
    },
  };
}
