import { BusClosedError, type EventBus } from './event-bus.js';
import { deliverEvent, encodeEvent, type Subscription } from './event-codec.js';
import type { MessagingLogger } from './logger.js';

/** The embedded-mode bus: one process, so every subscriber lives in this map. */
export function createMemoryEventBus(options: { logger: MessagingLogger }): EventBus {
  const { logger } = options;
  const channels = new Map<string, Subscription[]>();
  let closed = false;

  function assertOpen(): void {
    if (closed) throw new BusClosedError();
  }

  return {
    async publish(channel, event) {
      assertOpen();
      const json = encodeEvent(channel, event);
      for (const subscription of channels.get(channel) ?? []) {
        deliverEvent(channel, json, subscription, logger);
      }
    },

    async subscribe(channel, handler) {
      assertOpen();
      const subscription: Subscription = { handler, active: true };
      // An array, not a Set: a gateway holds one per person with a socket open, most with one
      // handler. Made with its first one in it: an empty array pushed to gets room for 17.
      const subscriptions = channels.get(channel);
      if (subscriptions) subscriptions.push(subscription);
      else channels.set(channel, [subscription]);
      return async () => {
        subscription.active = false;
        const current = channels.get(channel);
        const index = current?.indexOf(subscription) ?? -1;
        if (!current || index === -1) return;
        current.splice(index, 1);
        if (current.length === 0) channels.delete(channel);
      };
    },

    // One process, no connection to lose: nothing published here is ever missed.
    onResubscribed() {
      return () => undefined;
    },

    async ping() {
      assertOpen();
    },

    async close() {
      closed = true;
      for (const subscriptions of channels.values()) {
        for (const subscription of subscriptions) subscription.active = false;
      }
      channels.clear();
    },
  };
}
