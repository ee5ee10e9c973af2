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

interface UserEntry {
  connections: Set<Connection>;
  unsubscribe: Promise<() => Promise<void>>;
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
    let entry = this.users.get(connection.userId);
    if (!entry) {
      const userId = connection.userId;
      entry = {
        connections: new Set(),
        unsubscribe: this.bus.subscribe(this.channelFor(userId), (event) =>
          this.onEvent(userId, event),
        ),
      };
      this.users.set(userId, entry);
    }
    entry.connections.add(connection);
    await entry.unsubscribe;
  }

  remove(connection: Connection): void {
    const entry = this.users.get(connection.userId);
    if (!entry?.connections.delete(connection)) return;
    if (entry.connections.size > 0) return;
    this.users.delete(connection.userId);
    entry.unsubscribe
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
}
