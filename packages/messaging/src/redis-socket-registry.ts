import { followMoved } from './follow-moved.js';
import type { MessagingLogger } from './logger.js';
import { closeRedisConnection, createRedisConnection } from './redis-connection.js';
import { isCluster, type RedisTarget } from './redis-target.js';
import { ONLINE_TTL_MS, type SocketRegistry } from './socket-registry.js';

// One sorted set per user: members are socket ids, scores an opening sequence (Redis's clock in
// ms, bumped past the newest so two sockets opened in the same millisecond keep their order).
// Opening one too many pops the oldest in the same step, so two gateways adding at once cannot
// both stay under the cap. A second sorted set per user (KEYS[2]) holds the same sockets scored by
// when each stops counting as online (ARGV[4]); the evicted leave it too.
const OPEN_SCRIPT = `
local time = redis.call('TIME')
local score = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local newest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if newest[2] and tonumber(newest[2]) >= score then score = tonumber(newest[2]) + 1 end
redis.call('ZADD', KEYS[1], score, ARGV[1])
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[2])
local evicted = {}
if over > 0 then
  local popped = redis.call('ZPOPMIN', KEYS[1], over)
  for i = 1, #popped, 2 do table.insert(evicted, popped[i]) end
end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
redis.call('ZADD', KEYS[2], tonumber(ARGV[4]), ARGV[1])
if #evicted > 0 then redis.call('ZREM', KEYS[2], unpack(evicted)) end
redis.call('PEXPIRE', KEYS[2], tonumber(ARGV[3]))
return evicted
`;

/**
 * A gateway that dies without closing its sockets leaves their ids behind; they are the oldest,
 * so the next socket past the cap evicts them first (closing nothing), and the set expires this
 * long after the user's last new socket.
 */
const REGISTRY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The distributed-mode registry: in Redis, shared by every gateway. */
export function createRedisSocketRegistry(options: {
  redis: RedisTarget;
  prefix: string;
  logger: MessagingLogger;
}): SocketRegistry {
  const cluster = isCluster(options.redis);
  const redis = createRedisConnection(options.redis, 'starmatch-sockets', options.logger, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    // On a cluster, renew's commands for many users are grouped per node by ioredis; each one
    // follows a MOVED itself (follow-moved.ts), which ioredis does not in a batch.
    ...(cluster ? { enableAutoPipelining: true } : {}),
  });
  redis.defineCommand('starmatchSocketOpen', { numberOfKeys: 2, lua: OPEN_SCRIPT });
  // A user's two sets go together into the open script and the remove transaction: on a cluster
  // their hash tag puts them in one slot. A single server keeps the untagged names of old.
  const keyOf = (userId: string) =>
    cluster ? `{${options.prefix}:user:${userId}}:sockets` : `${options.prefix}:sockets:${userId}`;
  const onlineKeyOf = (userId: string) =>
    cluster ? `{${options.prefix}:user:${userId}}:online` : `${options.prefix}:online:${userId}`;
  return {
    async open(userId, socketId, max) {
      return followMoved(redis, () =>
        (
          redis as unknown as {
            starmatchSocketOpen(...args: (string | number)[]): Promise<string[]>;
          }
        ).starmatchSocketOpen(
          keyOf(userId),
          onlineKeyOf(userId),
          socketId,
          max,
          REGISTRY_TTL_MS,
          Date.now() + ONLINE_TTL_MS,
        ),
      );
    },
    async remove(userId, socketId) {
      await followMoved(redis, () =>
        redis.multi().zrem(keyOf(userId), socketId).zrem(onlineKeyOf(userId), socketId).exec(),
      );
    },
    async renew(sockets, ttlMs) {
      if (sockets.length === 0) return;
      const until = Date.now() + ttlMs;
      if (cluster) {
        // A pipeline must stay within one node; these users' sets are spread over all of them.
        await Promise.all(
          sockets.map(({ userId, socketId }) =>
            followMoved(redis, () => redis.zadd(onlineKeyOf(userId), 'XX', until, socketId)),
          ),
        );
        return;
      }
      const pipeline = redis.pipeline();
      // XX: only sockets still listed; one closed meanwhile is not brought back.
      for (const { userId, socketId } of sockets) {
        pipeline.zadd(onlineKeyOf(userId), 'XX', until, socketId);
      }
      await pipeline.exec();
    },
    async isOnline(userId) {
      const count = await followMoved(redis, () =>
        redis.zcount(onlineKeyOf(userId), Date.now(), '+inf'),
      );
      return count > 0;
    },
    async close() {
      await closeRedisConnection(redis);
    },
  };
}
