import type { EventBus } from '@starmatch/messaging/event-bus';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';

export interface Connection {
  /** Unique per socket: per-socket limits count against it. */
  id: string;
  socket: WebSocket;
  userId: string;
  sessionId: string;
}

type EventListener = (userId: string, event: unknown) => void;

type Unsubscribe = () => Promise<void>;

interface UserEntry {
  /**
   * Most people have one socket open: an array of one is a fraction of a Set's size. Made with
   * its first connection in it, not empty and pushed to: V8 gives the first push room for 17.
   */
  connections: Connection[];
  /** While the bus subscribes, the promise of it; then the function that ends it. */
  subscription: Promise<Unsubscribe> | Unsubscribe;
}

/**
 * Tracks this process's sockets per user and holds one bus subscription per user while at least
 * one of their sockets is open here, so events published by any process reach every open tab.
 */
export class UserConnections {
  private readonly users = new Map<string, UserEntry>();

  constructor(
    private readonly bus: EventBus,
    private readonly channelFor: (userId: string) => string,
    private readonly onEvent: EventListener,
    private readonly logger: Logger,
  ) {}

  /** Resolves once the user's channel is subscribed, so nothing published after `connected` is missed. */
  async add(connection: Connection): Promise<void> {
    const { userId } = connection;
    let entry = this.users.get(userId);
    if (entry) entry.connections.push(connection);
    else {
      const subscribing = this.bus.subscribe(this.channelFor(userId), this.listenerFor(userId));
      const created: UserEntry = { connections: [connection], subscription: subscribing };
      // Held for as long as the user has a socket here: the settled promise is let go. A failed
      // subscription stays a rejected promise, for `remove` to report.
      subscribing.then(
        (unsubscribe) => {
          created.subscription = unsubscribe;
        },
        () => undefined,
      );
      entry = created;
      this.users.set(userId, entry);
    }
    await entry.subscription;
  }

  remove(connection: Connection): void {
    const entry = this.users.get(connection.userId);
    const index = entry?.connections.indexOf(connection) ?? -1;
    if (!entry || index === -1) return;
    entry.connections.splice(index, 1);
    if (entry.connections.length > 0) return;
    this.users.delete(connection.userId);
    Promise.resolve(entry.subscription)
      .then((unsubscribe) => unsubscribe())
      .catch((error: unknown) =>
        this.logger.warn({ err: error, userId: connection.userId }, 'unsubscribe failed'),
      );
  }

  of(userId: string): Connection[] {
    return [...(this.users.get(userId)?.connections ?? [])];
  }

  all(): Connection[] {
    return [...this.users.values()].flatMap((entry) => [...entry.connections]);
  }

  get userCount(): number {
    return this.users.size;
  }

  /** Its own function, so the closure held per user keeps only `this` and `userId`. */
  private listenerFor(userId: string): (event: unknown) => void {
    return (event) => this.onEvent(userId, event);
  }
}
