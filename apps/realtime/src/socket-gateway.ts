import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { userChannel } from '@starmatch/contracts/bus-events';
import { WS_MAX_PAYLOAD_BYTES, WS_PATH } from '@starmatch/contracts/constants';
import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import type { Database } from '@starmatch/db/database';
import { consumeRealtimeTicket } from '@starmatch/db/queries/realtime-tickets';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { SocketRegistry } from '@starmatch/messaging/socket-registry';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import { deliverBusEvent } from './bus-event-delivery.js';
import { drainSockets } from './drain-sockets.js';
import { takeTurn } from './frame-turn.js';
import type { FrameContext } from './frames/frame-context.js';
import type { GatewayMetrics } from './gateway-metrics.js';
import { type GatewaySocket, gatewaySocketClass } from './gateway-socket.js';
import { startHeartbeat } from './heartbeat.js';
import { originAllowed } from './origin-allowed.js';
import { startPresenceRenewal } from './presence-renewal.js';
import type { PresenceTracker } from './presence-tracker.js';
import { frameReceiver } from './receive-frame.js';
import { sendFrame } from './send-frame.js';
import { startSessionRecheck } from './session-recheck.js';
import type { SessionStanding } from './session-standing.js';
import { capSockets } from './socket-cap.js';
import { SocketConnection } from './socket-connection.js';
import { afterAdmission, type UpgradeAdmission } from './upgrade-limit.js';
import { UserConnections } from './user-connections.js';

export interface SocketGateway {
  /** Hand an HTTP upgrade request to the gateway (wired to whichever HTTP server serves /ws). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  connections: UserConnections;
  /** Sockets open now, greeted or still having their ticket checked. */
  openSockets(): number;
  close(): Promise<void>;
}

export function createSocketGateway(options: {
  /** Where tickets are redeemed. */
  db: Kysely<Database>;
  bus: EventBus;
  /** Every user's sockets on every gateway (Redis) or on this one (memory). */
  sockets: SocketRegistry;
  logger: Logger;
  allowedOrigins: string[];
  /** What the client frames' handlers use (frames/frame-handlers.ts). */
  frames: FrameContext;
  /** Whether sockets' sessions still stand: read again on an interval and before each send. */
  standing: SessionStanding;
  /** A send not answered this long after it arrived is answered as failed (send-deadline.ts). */
  answerDeadlineMs: number;
  /** Told when a user's first socket here opens and their last one closes. */
  presence?: PresenceTracker;
  heartbeatMs?: number;
  /** How often every socket's session is read again (startSessionRecheck). */
  sessionCheckMs: number;
  /** Asked before an upgrade to WS_PATH; a refusal is answered 429, no socket made. */
  admitUpgrade?: (request: IncomingMessage) => Promise<UpgradeAdmission>;
  /** On close, how long the sockets' 1001 closes are spread over (GATEWAY_DRAIN_WINDOW_MS). */
  drainWindowMs: number;
  /** Tests only: how the drain waits between batches (default: a timer). */
  drainWait?: (ms: number) => Promise<void>;
  /** Hears the chat messages relayed; absent when nothing is measured. */
  metrics?: GatewayMetrics;
}): SocketGateway {
  const { bus, logger, answerDeadlineMs } = options;
  const receive = frameReceiver({ frames: options.frames, standing: options.standing });
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: WS_MAX_PAYLOAD_BYTES,
    WebSocket: gatewaySocketClass<SocketConnection>({
      message(socket, data) {
        // Frames before the ticket is accepted are dropped, as by a socket with no listener.
        const connection = socket.record;
        if (!connection) return;
        const received = receive(connection, data, Date.now());
        if (received.handle === undefined) sendFrame(socket, received.reply);
        else takeTurn(connection, received, { answerDeadlineMs, logger });
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
  const connections = new UserConnections(
    bus,
    userChannel,
    (userId, event) =>
      deliverBusEvent(event, connections.of(userId), {
        membership: options.frames.membership,
        logger,
        ...(options.metrics ? { relayed: options.metrics.relayed } : {}),
      }),
    logger,
  );
  const stopHeartbeat = startHeartbeat(clients, options.heartbeatMs ?? 30_000);
  const stopRenewing = startPresenceRenewal(options.presence, () => connections.all());
  const stopRechecking = startSessionRecheck({
    intervalMs: options.sessionCheckMs,
    connections: () => connections.all(),
    liveSessions: (sessionIds) => options.standing.liveAmong(sessionIds),
    ended: (connection) => connection.socket.close(WS_CLOSE_CODES.sessionEnded, 'Session ended'),
    logger,
  });

  // After a bus gap every socket here may have missed events: each client fetches what it missed.
  const stopHearingGaps = bus.onResubscribed(() => {
    const all = connections.all();
    logger.warn({ sockets: all.length }, 'bus subscriptions restored; asking clients to resync');
    for (const connection of all) sendFrame(connection.socket, { type: 'resync' });
  });

  /** Takes only the ticket: nothing of the upgrade request outlives the upgrade. */
  async function accept(socket: GatewaySocket<SocketConnection>, ticket: string): Promise<void> {
    const owner = ticket === '' ? null : await consumeRealtimeTicket(options.db, ticket);
    if (!owner) {
      socket.close(WS_CLOSE_CODES.badTicket, 'Invalid or expired ticket');
      return;
    }
    // Closed while its ticket was checked: its close has been handled already, with no record.
    if (socket.readyState === socket.CLOSED) return;
    const connection = new SocketConnection(randomUUID(), socket, owner.userId, owner.sessionId);
    socket.record = connection;
    await connections.add(connection);
    await capSockets(connection, { bus, sockets: options.sockets });
    if (socket.readyState !== socket.OPEN) return;
    sendFrame(socket, { type: 'connected', userId: connection.userId });
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
        webSocket.close(WS_CLOSE_CODES.originNotAllowed, 'Origin not allowed');
        return;
      }
      accept(webSocket, ticket).catch((error: unknown) => {
        logger.error({ err: error }, 'socket setup failed');
        webSocket.terminate();
      });
    });
  }

  let draining = false;

  return {
    connections,
    openSockets: () => clients.size,
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://gateway');
      if (url.pathname !== WS_PATH) {
        socket.destroy();
        return;
      }
      if (draining) {
        // Shutting down: the client's backoff takes it to another gateway, which the balancer
        // picks once this one's /readyz answers 503 (Fastify's, while it closes).
        socket.end(
          'HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\n' +
            'Content-Length: 0\r\n\r\n',
        );
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
      draining = true;
      stopRechecking();
      stopHeartbeat();
      stopRenewing();
      stopHearingGaps();
      const sockets = connections.all().map((connection) => connection.socket);
      await drainSockets(sockets, options.drainWindowMs, options.drainWait);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
