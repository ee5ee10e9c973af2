export type EventHandler = (event: unknown) => void;

export interface EventBus {
  /** Delivers to every subscriber of the channel in every process. JSON-serialisable events only. */
  publish(channel: string, event: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function unsubscribes this handler (and the Redis channel when its last handler leaves). */
  subscribe(channel: string, handler: EventHandler): Promise<() => Promise<void>>;
  /**
   * Called each time this process's subscriptions are live again after a gap (the Redis
   * subscriber connection was lost and has re-subscribed every channel): events published
   * meanwhile may never have reached its handlers, so whoever they were for must catch up.
   * The in-process bus never has a gap. Returns a function that stops the calls.
   */
  onResubscribed(listener: () => void): () => void;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A publish refused at once because the bus is not connected (during a Redis outage). The caller
 * treats it like any failed publish: the event is gone, and whoever needed it catches up.
 */
export class BusUnavailableError extends Error {
  override name = 'BusUnavailableError';
  constructor(options?: { cause?: unknown }) {
    super('The event bus is not connected', options);
  }
}

export class BusClosedError extends Error {
  override name = 'BusClosedError';
  constructor() {
    super('The event bus is closed');
  }
}

export class UnserialisableEventError extends Error {
  override name = 'UnserialisableEventError';
  constructor(channel: string, options?: { cause?: unknown }) {
    super(`Event for channel "${channel}" is not JSON-serialisable`, options);
  }
}
