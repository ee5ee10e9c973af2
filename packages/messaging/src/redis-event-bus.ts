import { BusClosedError, type EventBus } from './event-bus.js';
import { deliverEvent, encodeEvent, type Subscription } from './event-codec.js';
import type { MessagingLogger } from './logger.js';
import { closeRedisConnection, createRedisConnection, whenReady } from './redis-connection.js';

interface ChannelState {
  subscriptions: Set<Subscription>;
  /** Settles when Redis has confirmed the SUBSCRIBE for this channel. */
  live: Promise<unknown>;
}

/**
 * The distributed-mode bus. A subscriber connection cannot issue normal commands, hence two
 * connections; ioredis re-issues SUBSCRIBE for every live channel after a reconnect.
 */
export function createRedisEventBus(options: {
  redisUrl: string;
  prefix: string;
  logger: MessagingLogger;
}): EventBus {
  const { redisUrl, prefix, logger } = options;
  const publisher = createRedisConnection(redisUrl, `${prefix}:bus:pub`, logger);
  const subscriberName = `${prefix}:bus:sub`;
  const subscriber = createRedisConnection(redisUrl, subscriberName, logger);
  const channels = new Map<string, ChannelState>();
  const channelPrefix = `${prefix}:`;
  let closing: Promise<void> | undefined;

  function assertOpen(): void {
    if (closing) throw new BusClosedError();
  }

  subscriber.on('message', (redisChannel: string, message: string) => {
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
    if (!state?.subscriptions.delete(subscription) || state.subscriptions.size > 0) return;
    channels.delete(redisChannel);
    if (closing) return;
    await whenReady(subscriber, subscriberName);
    await subscriber.unsubscribe(redisChannel);
  }

  return {
    async publish(channel, event) {
      assertOpen();
      await publisher.publish(channelPrefix + channel, encodeEvent(channel, event));
    },

    async subscribe(channel, handler) {
      assertOpen();
      const redisChannel = channelPrefix + channel;
      let state = channels.get(redisChannel);
      if (!state) {
        const live = whenReady(subscriber, subscriberName).then(() => {
          return subscriber.subscribe(redisChannel);
        });
        state = { subscriptions: new Set(), live };
        channels.set(redisChannel, state);
      }
      const subscription: Subscription = { handler, active: true };
      state.subscriptions.add(subscription);
      try {
        await state.live;
      } catch (error) {
        await release(redisChannel, subscription).catch(() => undefined);
        throw error;
      }
      return () => release(redisChannel, subscription);
    },

    async ping() {
      assertOpen();
      await Promise.all([publisher.ping(), subscriber.ping()]);
    },

    close() {
      closing ??= (async () => {
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
