import { BusClosedError, BusUnavailableError, type EventBus } from './event-bus.js';
import { deliverEvent, encodeEvent, type Subscription } from './event-codec.js';
import { followMoved } from './follow-moved.js';
import { gapRestore } from './gap-restore.js';
import type { MessagingLogger } from './logger.js';
import { closeRedisConnection, createRedisConnection, whenReady } from './redis-connection.js';
import { isCluster, type RedisTarget } from './redis-target.js';
import { shardSubscribe } from './shard-subscribe.js';

/** How soon after a cluster failover the bus subscribes at the shard's new primary. */
const SLOTS_REFRESH_MS = 1_000;
/**
 * How long a cluster's reports of a gap must pause before the bus confirms its channels
 * (gap-restore.ts): during a failover they came up to 280 ms apart. One server reports a gap
 * once, on reconnecting.
 */
const CLUSTER_GAP_SETTLE_MS = 500;

/**
 * One per channel, held as long as it has a subscriber: a gateway holds one for each person
 * with a socket open there, so it stays small (an array, not a Set, for the usual one handler).
 */
interface ChannelState {
  subscriptions: Subscription[];
  /** Settles when Redis has confirmed the SUBSCRIBE for this channel; cleared once it has. */
  live: Promise<void> | undefined;
}

/**
 * The distributed-mode bus. A subscriber connection cannot issue normal commands, hence two
 * connections.
 *
 * Redis pub/sub keeps nothing: whatever is published while a subscriber is away is gone. So:
 * - after the subscriber connection comes back, this bus re-subscribes every channel itself (on
 *   a cluster ioredis does, and the bus confirms it) and, once Redis has confirmed that, tells
 *   `onResubscribed` listeners, which make their clients fetch what they missed (the gateway's
 *   `resync` frame), once per gap (gap-restore.ts);
 * - a publish while the publisher is disconnected fails at once rather than waiting in
 *   ioredis's offline queue: flushed on reconnect, possibly before the other processes have
 *   re-subscribed, it would vanish without anyone knowing. Failing, it is logged, and the
 *   sender treats the event as stored-but-unheard (chat: the message is in the database and the
 *   receiver catches up on resync).
 */
export function createRedisEventBus(options: {
  redis: RedisTarget;
  prefix: string;
  logger: MessagingLogger;
}): EventBus {
  const { redis, prefix, logger } = options;
  // On a cluster a plain PUBLISH reaches every node over the cluster bus, so each event would
  // cost every shard. Sharded pub/sub (SPUBLISH) keeps a channel on the shard owning its slot,
  // and ioredis opens one subscriber connection per shard that holds our channels.
  const sharded = isCluster(redis);
  // In flight when the connection drops: rejected at once, never resent after the reconnect.
  // Auto-pipelined: the publishes of one tick (a chat message goes to two channels, and a shared
  // commit releases several messages at once) leave in one socket write, not one each. Socket
  // writes were the largest part of a busy gateway's CPU profile (docs/BENCHMARKS.md, chat).
  const publisher = createRedisConnection(redis, `${prefix}:bus:pub`, logger, {
    maxRetriesPerRequest: 0,
    enableAutoPipelining: true,
  });
  const subscriberName = `${prefix}:bus:sub`;
  const subscriber = createRedisConnection(redis, subscriberName, logger, {
    autoResubscribe: false,
    // A subscriber sends no command that a MOVED could answer, so only a timer tells it that a
    // shard has a new primary; ioredis then subscribes there again.
    ...(sharded ? { shardedSubscribers: true, slotsRefreshInterval: SLOTS_REFRESH_MS } : {}),
  });
  const subscribeTo = (redisChannel: string): Promise<unknown> =>
    sharded ? shardSubscribe(subscriber, redisChannel) : subscriber.subscribe(redisChannel);
  const channels = new Map<string, ChannelState>();
  const channelPrefix = `${prefix}:`;
  const resubscribedListeners = new Set<() => void>();
  let closing: Promise<void> | undefined;
  let publisherWasReady = false;
  let subscriberWasReady = false;

  publisher.on('ready', () => {
    publisherWasReady = true;
  });

  const restore = gapRestore({
    confirm: confirmSubscriptions,
    restored: () => {
      logger.warn({ channels: channels.size }, 'event bus subscriptions restored after a gap');
      for (const listener of resubscribedListeners) {
        try {
          listener();
        } catch (error) {
          logger.error({ err: error }, 'resubscribed listener failed');
        }
      }
    },
    failed: (error) => {
      logger.warn({ err: error, connection: subscriberName }, 'resubscribe failed');
    },
    stopped: () => closing !== undefined,
    settleMs: sharded ? CLUSTER_GAP_SETTLE_MS : 0,
  });

  subscriber.on('ready', () => {
    if (!subscriberWasReady) {
      // The first connection: subscribe() itself waits for it, nothing was missed yet.
      subscriberWasReady = true;
      return;
    }
    // On a cluster, 'subscribersReady' follows every reconnect, once ioredis has subscribed
    // again: confirming on 'ready' could pass before that.
    if (!sharded) restore();
  });

  if (sharded) {
    // After a shard fails over (or any change of the slot map), ioredis moves its channels to
    // the new primary itself and then says so; what was published meanwhile is gone, as after
    // any gap, so the listeners hear of it.
    subscriber.on('subscribersReady', () => {
      if (subscriberWasReady && channels.size > 0) restore();
    });
  }

  /** Resolves once Redis holds every channel of this bus again. */
  async function confirmSubscriptions(): Promise<void> {
    const redisChannels = [...channels.keys()];
    if (redisChannels.length === 0) return;
    if (!sharded) {
      await subscriber.subscribe(...redisChannels);
      return;
    }
    // One command per channel: each may hash to another shard.
    await Promise.all(redisChannels.map(confirmShardChannel));
  }

  /**
   * ioredis has sent SSUBSCRIBE for the channel on its shard's connection already: a later
   * command on that connection answered means Redis has taken it. SSUBSCRIBE again would do, but
   * ioredis appends a channel to its own list on every SSUBSCRIBE it sends (and on every retry
   * of one while the shard is down), and subscribes the whole list after each change of the
   * slot map: one failover grew a list of 30 channels to 42,828. So the command is SUNSUBSCRIBE
   * of a channel nobody subscribes, in the same slot (its hash tag is this channel's name).
   */
  async function confirmShardChannel(redisChannel: string): Promise<void> {
    if (/[{}]/.test(redisChannel)) {
      // A name with braces has a hash tag of its own: no other name is sure to share its slot.
      await shardSubscribe(subscriber, redisChannel);
      return;
    }
    await subscriber.sunsubscribe(`{${redisChannel}}:confirm`);
  }

  function assertOpen(): void {
    if (closing) throw new BusClosedError();
  }

  subscriber.on(sharded ? 'smessage' : 'message', (redisChannel: string, message: string) => {
    const state = channels.get(redisChannel);
    if (!state) return;
    const channel = redisChannel.slice(channelPrefix.length);
    try {
      JSON.parse(message);
    } catch {
      // Anyone with access to Redis can publish here; a bad message must not reach handlers.
      logger.warn({ channel, length: message.length }, 'dropped malformed event');
      return;
    }
    for (const subscription of state.subscriptions) {
      deliverEvent(channel, message, subscription, logger);
    }
  });

  async function release(redisChannel: string, subscription: Subscription): Promise<void> {
    subscription.active = false;
    const state = channels.get(redisChannel);
    const index = state?.subscriptions.indexOf(subscription) ?? -1;
    if (!state || index === -1) return;
    state.subscriptions.splice(index, 1);
    if (state.subscriptions.length > 0) return;
    channels.delete(redisChannel);
    if (closing) return;
    await whenReady(subscriber, subscriberName);
    await (sharded ? subscriber.sunsubscribe(redisChannel) : subscriber.unsubscribe(redisChannel));
  }

  return {
    async publish(channel, event) {
      assertOpen();
      const message = encodeEvent(channel, event);
      // Before the first connection the offline queue holds it, as any command at start-up.
      if (publisherWasReady && publisher.status !== 'ready') throw new BusUnavailableError();
      await (sharded
        ? followMoved(publisher, () => publisher.spublish(channelPrefix + channel, message))
        : publisher.publish(channelPrefix + channel, message));
    },

    async subscribe(channel, handler) {
      assertOpen();
      const redisChannel = channelPrefix + channel;
      const subscription: Subscription = { handler, active: true };
      let state = channels.get(redisChannel);
      if (state) state.subscriptions.push(subscription);
      else {
        // With its first subscription in it: an empty array pushed to gets room for 17.
        const created: ChannelState = { subscriptions: [subscription], live: undefined };
        created.live = whenReady(subscriber, subscriberName)
          .then(() => subscribeTo(redisChannel))
          .then(() => {
            created.live = undefined;
          });
        state = created;
        channels.set(redisChannel, state);
      }
      try {
        await state.live;
      } catch (error) {
        await release(redisChannel, subscription).catch(() => undefined);
        throw error;
      }
      return () => release(redisChannel, subscription);
    },

    onResubscribed(listener) {
      resubscribedListeners.add(listener);
      return () => {
        resubscribedListeners.delete(listener);
      };
    },

    async ping() {
      assertOpen();
      await Promise.all([publisher.ping(), subscriber.ping()]);
    },

    close() {
      closing ??= (async () => {
        resubscribedListeners.clear();
        for (const state of channels.values()) {
          for (const subscription of state.subscriptions) subscription.active = false;
        }
        channels.clear();
        await Promise.all([closeRedisConnection(publisher), closeRedisConnection(subscriber)]);
      })();
      return closing;
    },
  };
}
