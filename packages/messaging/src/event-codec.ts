import { type EventHandler, UnserialisableEventError } from './event-bus.js';
import type { MessagingLogger } from './logger.js';

export function encodeEvent(channel: string, event: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(event);
  } catch (cause) {
    throw new UnserialisableEventError(channel, { cause });
  }
  // JSON.stringify(undefined), of a function or a symbol yields undefined rather than throwing.
  if (json === undefined) throw new UnserialisableEventError(channel);
  return json;
}

export interface Subscription {
  readonly handler: EventHandler;
  /** Cleared on unsubscribe, so an event already on its way is not delivered afterwards. */
  active: boolean;
}

/**
 * Runs the handler on its own copy of the event, off the caller's stack, so a slow, throwing or
 * mutating subscriber cannot affect the publisher or the other subscribers.
 */
export function deliverEvent(
  channel: string,
  json: string,
  subscription: Subscription,
  logger: MessagingLogger,
): void {
  Promise.resolve()
    // Returning the handler's result lets .catch see an async handler's rejection too.
    .then(() => (subscription.active ? subscription.handler(JSON.parse(json)) : undefined))
    .catch((error: unknown) => {
      logger.error({ err: error, channel }, 'event handler failed');
    });
}
