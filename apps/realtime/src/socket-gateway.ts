import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { SocketRegistry } from '@starmatch/messaging/socket-registry';
import type { Logger } from 'pino';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { startHeartbeat } from './heartbeat.js';
import { originAllowed } from './origin-allowed.js';
import { type Connection, UserConnections } from './user-connections.js';

export interface TicketOwner {
  userId: string;
  sessionId: string;
}

export interface GatewayProtocol {
  path: string;
  maxPayloadBytes: number;
  closeCodes: {
    badTicket: number;
    originNotAllowed: number;
    sessionEnded: number;
    tooManySockets: number;
  };
  /** The reason text sent with closeCodes.tooManySockets. */
  tooManySocketsReason: string;
  /** At most this many sockets per user across every gateway; one more closes the oldest. */
  maxSocketsPerUser: number;
  channelFor(userId: string): string;
  /** Single use: a ticket answers once, then never again. */
  consumeTicket(ticket: string): Promise<TicketOwner | null>;
  /** Turns a bus event into what the user's sockets receive, or which sessions or sockets it ends. */
  routeEvent(
    event: unknown,
  ): { deliver?: unknown; endSessions?: 'all' | string[]; evictSockets?: string[] } | null;
  /** The bus event telling every gateway to close these sockets of a user (over the cap). */
  evictionEvent(socketIds: string[]): unknown;
  handleClientMessage(connection: Connection, data: RawData): Promise<void>;
  connectedMessage(owner: TicketOwner): unknown;
}

export interface SocketGateway {
  /** Hand an HTTP upgrade request to the gateway (wired to whichever HTTP server serves /ws). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  connections: UserConnections;
  close(): Promise<void>;
}

export function createSocketGateway(options: {
  bus: EventBus;
  /** Every user's sockets on every gateway (Redis) or on this one (memory). */
  sockets: SocketRegistry;
  logger: Logger;
  allowedOrigins: string[];
  protocol: GatewayProtocol;
  heartbeatMs?: number;
}): SocketGateway {
  const { bus, logger, protocol } = options;
  const server = new WebSocketServer({ noServer: true, maxPayload: protocol.maxPayloadBytes });
  const stopHeartbeat = startHeartbeat(server, options.heartbeatMs ?? 30_000);

  const connections = new UserConnections(
    bus,
    protocol.channelFor,
    (userId, event) => {
      const routed = protocol.routeEvent(event);
      if (!routed) return;
      for (const connection of connections.of(userId)) {
        const ends = routed.endSessions;
        if (ends === 'all' || ends?.includes(connection.sessionId)) {
          connection.socket.close(protocol.closeCodes.sessionEnded, 'Session ended');
        } else if (routed.evictSockets?.includes(connection.id)) {
          connection.socket.close(
            protocol.closeCodes.tooManySockets,
            protocol.tooManySocketsReason,
          );
        } else if (routed.deliver !== undefined) {
          send(connection.socket, routed.deliver);
        }
      }
    },
    logger,
  );

  /**
   * Registers the socket once this process hears the user's channel, so any gateway that holds
   * one of the sockets registered before it already hears the eviction. The oldest sockets over
   * the cap close wherever they are, this process included, when the event comes round.
   */
  async function capSockets(connection: Connection): Promise<void> {
    const { userId } = connection;
    const evicted = await options.sockets.open(userId, connection.id, protocol.maxSocketsPerUser);
    if (connection.socket.readyState !== connection.socket.OPEN) {
      // Closed while registering: its close handler may have run before the entry existed.
      await options.sockets.remove(userId, connection.id);
    }
    if (evicted.length === 0) return;
    await bus.publish(protocol.channelFor(userId), protocol.evictionEvent(evicted));
  }

  async function accept(socket: WebSocket, request: IncomingMessage): Promise<void> {
    if (!originAllowed(request.headers, options.allowedOrigins)) {
      socket.close(protocol.closeCodes.originNotAllowed, 'Origin not allowed');
      return;
    }
    const ticket = new URL(request.url ?? '/', 'http://gateway').searchParams.get('token') ?? '';
    const owner = ticket === '' ? null : await protocol.consumeTicket(ticket);
    if (!owner) {
      socket.close(protocol.closeCodes.badTicket, 'Invalid or expired ticket');
      return;
    }
    const connection: Connection = { id: randomUUID(), socket, ...owner };
    socket.on('close', () => {
      connections.remove(connection);
      options.sockets.remove(owner.userId, connection.id).catch((error: unknown) => {
        logger.warn({ err: error, userId: owner.userId }, 'socket registry remove failed');
      });
    });
    // One frame at a time per socket: two messages sent in quick succession are stored and
    // delivered in the order they were sent. Different sockets still run side by side.
    let previous = Promise.resolve();
    socket.on('message', (data) => {
      previous = previous
        .then(() => protocol.handleClientMessage(connection, data))
        .catch((error: unknown) => {
          logger.error({ err: error, userId: owner.userId }, 'socket message failed');
        });
    });
    await connections.add(connection);
    await capSockets(connection);
    if (socket.readyState === socket.OPEN) send(socket, protocol.connectedMessage(owner));
  }

  return {
    connections,
    handleUpgrade(request, socket, head) {
      const { pathname } = new URL(request.url ?? '/', 'http://gateway');
      if (pathname !== protocol.path) {
        socket.destroy();
        return;
      }
      server.handleUpgrade(request, socket, head, (webSocket) => {
        // ws closes the socket itself on protocol errors (e.g. 1009 for an oversized frame);
        // without a listener the 'error' event would take the whole process down.
        webSocket.on('error', (error) => logger.debug({ err: error }, 'socket error'));
        server.emit('connection', webSocket, request);
        accept(webSocket, request).catch((error: unknown) => {
          logger.error({ err: error }, 'socket setup failed');
          webSocket.terminate();
        });
      });
    },
    async close() {
      stopHeartbeat();
      for (const connection of connections.all())
        connection.socket.close(1001, 'Server restarting');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
