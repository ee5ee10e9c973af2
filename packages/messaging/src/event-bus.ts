export type EventHandler = (event: unknown) => void;

export interface EventBus {
  /** Delivers to every subscriber of the channel in every process. JSON-serialisable events only. */
  publish(channel: string, event: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function unsubscribes this handler (and the Redis channel when its last handler leaves). */
  subscribe(channel: string, handler: EventHandler): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
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
