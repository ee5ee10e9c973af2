import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { SocketRegistry } from '@starmatch/messaging/socket-registry';
import type { Logger } from 'pino';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { type GatewaySocket, gatewaySocketClass } from './gateway-socket.js';
import { startHeartbeat } from './heartbeat.js';
import { originAllowed } from './origin-allowed.js';
import type { PresenceTracker } from './presence-tracker.js';
import { startSessionRecheck } from './session-recheck.js';
import { afterAdmission, type UpgradeAdmission } from './upgrade-limit.js';
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
  /** Which of these sessions are still live (not ended, expired, suspended or banned). */
  liveSessions(sessionIds: readonly string[]): Promise<Set<string>>;
  /** Single use: a ticket answers once, then never again. */
  consumeTicket(ticket: string): Promise<TicketOwner | null>;
  /** Turns a bus event into what the user's sockets receive, or which sessions or sockets it ends. */
  routeEvent(
    event: unknown,
  ): { deliver?: unknown; endSessions?: 'all' | string[]; evictSockets?: string[] } | null;
  /** The bus event telling every gateway to close these sockets of a user (over the cap). */
  evictionEvent(socketIds: string[]): unknown;
  /**
   * Judges one frame the moment it arrives (parsing, per-socket limits), before it waits for
   * the socket's earlier frames: see ReceivedFrame.
   */
  receiveClientMessage(connection: Connection, data: RawData, receivedAt: number): ReceivedFrame;
  connectedMessage(owner: TicketOwner): unknown;
  /** Sent to every socket after the bus re-established its subscriptions following a gap. */
  resyncMessage: unknown;
  /**
   * A frame with a `late` answer that is not answered within this long after it arrived gets
   * that answer; if it had not started by then it is not run at all.
   */
  answerDeadlineMs: number;
}

/**
 * What to do with one frame. `reply` goes back at once (a refusal). `handle` runs in the
 * socket's turn, one frame at a time; what it returns (if anything) goes back to the socket.
 * `late` is the answer owed if `handle` has not answered by the deadline, or failed: a frame
 * that promises an answer (a send) always gets exactly one.
 */
export type ReceivedFrame =
  | { reply: unknown; handle?: undefined }
  | { reply?: undefined; handle: () => Promise<unknown>; late?: unknown };

export interface SocketGateway {
  /** Hand an HTTP upgrade request to the gateway (wired to whichever HTTP server serves /ws). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  connections: UserConnections;
  close(): Promise<void>;
}

/**
 * One authenticated socket. Thousands sit idle, so each is this one record of fixed shape and
 * nothing else: no listeners, closures or timers of its own (see gatewaySocketClass).
 */
class SocketConnection implements Connection {
  /** The last of the socket's frames in line (they run one at a time); none while it is idle. */
  turn: Promise<void> | undefined = undefined;

  constructor(
    readonly id: string,
    readonly socket: WebSocket,
    readonly userId: string,
    readonly sessionId: string,
  ) {}
}

export function createSocketGateway(options: {
  bus: EventBus;
  /** Every user's sockets on every gateway (Redis) or on this one (memory). */
  sockets: SocketRegistry;
  logger: Logger;
  allowedOrigins: string[];
  protocol: GatewayProtocol;
  /** Told when a user's first socket here opens and their last one closes. */
  presence?: PresenceTracker;
  heartbeatMs?: number;
  /** How often every socket's session is read again (startSessionRecheck). */
  sessionCheckMs: number;
  /** Asked before an upgrade to the protocol's path; a refusal is answered 429, no socket made. */
  admitUpgrade?: (request: IncomingMessage) => Promise<UpgradeAdmission>;
}): SocketGateway {
  const { bus, logger, protocol } = options;
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: protocol.maxPayloadBytes,
    WebSocket: gatewaySocketClass<SocketConnection>({
      message(socket, data) {
        // Frames before the ticket is accepted are dropped, as by a socket with no listener.
        if (socket.record) receive(socket.record, data);
      },
      pong(socket) {
        socket.awaitingPong = false;
      },
      close(socket) {
        const connection = socket.record;
        if (!connection) return;
        connections.remove(connection);
        const { userId } = connection;
        options.sockets
          .remove(userId, connection.id)
          .catch((error: unknown) => {
            logger.warn({ err: error, userId }, 'socket registry remove failed');
          })
          .then(() => {
            // Asked after the registry has let the socket go, so it no longer counts as online.
            if (connections.of(userId).length === 0) return options.presence?.left(userId);
          });
      },
      // ws closes the socket itself on protocol errors (e.g. 1009 for an oversized frame).
      error(_socket, error) {
        logger.debug({ err: error }, 'socket error');
      },
    }),
  });
  // ws types its clients as plain WebSockets; they are instances of the class given above.
  const clients = server.clients as Set<GatewaySocket<SocketConnection>>;
  const stopHeartbeat = startHeartbeat(clients, options.heartbeatMs ?? 30_000);
  const stopRenewing = renewPresence();
  const stopRechecking = startSessionRecheck({
    intervalMs: options.sessionCheckMs,
    connections: () => connections.all(),
    liveSessions: protocol.liveSessions,
    ended: (connection) =>
      connection.socket.close(protocol.closeCodes.sessionEnded, 'Session ended'),
    logger,
  });

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

  // After a bus gap every socket here may have missed events: each client fetches what it missed.
  const stopHearingGaps = bus.onResubscribed(() => {
    const all = connections.all();
    logger.warn({ sockets: all.length }, 'bus subscriptions restored; asking clients to resync');
    for (const connection of all) send(connection.socket, protocol.resyncMessage);
  });

  /** Each interval, this gateway's sockets are still open: see PresenceTracker.renew. */
  function renewPresence(): () => void {
    const { presence } = options;
    if (!presence) return () => undefined;
    const timer = setInterval(() => {
      const open = connections.all().map(({ userId, id }) => ({ userId, socketId: id }));
      void presence.renew(open);
    }, presence.renewEveryMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * One frame at a time per socket: two messages sent in quick succession are stored and
   * delivered in the order they were sent. Different sockets still run side by side.
   */
  function receive(connection: SocketConnection, data: RawData): void {
    const { socket, userId } = connection;
    const received = protocol.receiveClientMessage(connection, data, Date.now());
    if (received.handle === undefined) {
      send(socket, received.reply);
      return;
    }
    const { handle, late } = received;
    let answered = false;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const answer = (frame: unknown) => {
      if (answered) return;
      answered = true;
      clearTimeout(deadline);
      if (frame !== null && frame !== undefined) send(socket, frame);
    };
    if (late !== undefined) {
      deadline = setTimeout(() => {
        logger.warn(
          { userId, deadlineMs: protocol.answerDeadlineMs },
          'frame not answered in time',
        );
        answer(late);
      }, protocol.answerDeadlineMs);
      // Never what keeps a stopping process alive: its socket is closing anyway.
      deadline.unref();
    }
    const turn = (connection.turn ?? Promise.resolve()).then(async () => {
      // Its deadline passed while it waited its turn: the client was told to try again, so
      // running it now would only race that retry.
      if (answered) return;
      try {
        answer(await handle());
      } catch (error: unknown) {
        logger.error({ err: error, userId }, 'socket message failed');
        answer(late);
      }
    });
    connection.turn = turn;
    // The last frame in line done: the socket is idle again and holds no promise.
    const done = () => {
      if (connection.turn === turn) connection.turn = undefined;
    };
    turn.then(done, done);
  }

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

  /** Takes only the ticket: nothing of the upgrade request outlives the upgrade. */
  async function accept(socket: GatewaySocket<SocketConnection>, ticket: string): Promise<void> {
    const owner = ticket === '' ? null : await protocol.consumeTicket(ticket);
    if (!owner) {
      socket.close(protocol.closeCodes.badTicket, 'Invalid or expired ticket');
      return;
    }
    // Closed while its ticket was checked: its close has been handled already, with no record.
    if (socket.readyState === socket.CLOSED) return;
    const connection = new SocketConnection(randomUUID(), socket, owner.userId, owner.sessionId);
    socket.record = connection;
    await connections.add(connection);
    await capSockets(connection);
    if (socket.readyState !== socket.OPEN) return;
    send(socket, protocol.connectedMessage(connection));
    // Their first socket here: their matches hear they are online (again, if another gateway
    // holds one already, which changes nothing for them).
    const [first] = connections.of(connection.userId);
    if (first === connection) void options.presence?.arrived(connection.userId);
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://gateway');
    const originOk = originAllowed(request.headers, options.allowedOrigins);
    const ticket = url.searchParams.get('token') ?? '';
    server.handleUpgrade(request, socket, head, (upgraded) => {
      const webSocket = upgraded as GatewaySocket<SocketConnection>;
      if (!originOk) {
        webSocket.close(protocol.closeCodes.originNotAllowed, 'Origin not allowed');
        return;
      }
      accept(webSocket, ticket).catch((error: unknown) => {
        logger.error({ err: error }, 'socket setup failed');
        webSocket.terminate();
      });
    });
  }

  return {
    connections,
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://gateway');
      if (url.pathname !== protocol.path) {
        socket.destroy();
        return;
      }
      const { admitUpgrade } = options;
      if (!admitUpgrade) {
        upgrade(request, socket, head);
        return;
      }
      afterAdmission(admitUpgrade, request, socket, () => upgrade(request, socket, head)).catch(
        (error: unknown) => {
          logger.error({ err: error }, 'socket upgrade failed');
          socket.destroy();
        },
      );
    },
    async close() {
      stopRechecking();
      stopHeartbeat();
      stopRenewing();
      stopHearingGaps();
      for (const connection of connections.all())
        connection.socket.close(1001, 'Server restarting');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
