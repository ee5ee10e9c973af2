import {
  busEventSchema,
  type SocketsEvictedEvent,
  toServerFrame,
  userChannel,
} from '@starmatch/contracts/bus-events';
import { WS_MAX_PAYLOAD_BYTES, WS_PATH } from '@starmatch/contracts/constants';
import {
  parseClientFrame,
  TOO_MANY_SOCKETS_REASON,
  WS_CLOSE_CODES,
  WS_ERROR_MESSAGES,
} from '@starmatch/contracts/realtime';
import { SOCKETS_PER_USER } from '@starmatch/contracts/safety-limits';
import type { Database } from '@starmatch/db/database';
import { consumeRealtimeTicket } from '@starmatch/db/queries/realtime-tickets';
import { createRateLimiter } from '@starmatch/service-kit/rate-limiter';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ClientFrameHandlers } from './client-frame-handlers.js';
import { type GatewayProtocol, send } from './socket-gateway.js';

/**
 * Frames one socket may send: a person types and sends a few a second at most; a burst of 20
 * within 2 s is allowed, anything beyond is answered with an error and dropped.
 */
const SOCKET_FRAME_LIMIT = { name: 'socket-frames', points: 20, durationSeconds: 2 };

/** Binds the generic socket gateway to Starmatch's tickets, frames and bus events. */
export function starmatchProtocol(options: {
  db: Kysely<Database>;
  logger: Logger;
  handlers: ClientFrameHandlers;
}): GatewayProtocol {
  const { db, logger, handlers } = options;
  // Per socket, so process-local memory is the right store whatever the run mode.
  const frameLimiter = createRateLimiter({ prefix: 'socket' });
  return {
    path: WS_PATH,
    maxPayloadBytes: WS_MAX_PAYLOAD_BYTES,
    closeCodes: {
      badTicket: WS_CLOSE_CODES.badTicket,
      originNotAllowed: WS_CLOSE_CODES.originNotAllowed,
      sessionEnded: WS_CLOSE_CODES.sessionEnded,
      tooManySockets: WS_CLOSE_CODES.tooManySockets,
    },
    tooManySocketsReason: TOO_MANY_SOCKETS_REASON,
    maxSocketsPerUser: SOCKETS_PER_USER,
    channelFor: userChannel,
    evictionEvent: (socketIds): SocketsEvictedEvent => ({ type: 'sockets_evicted', socketIds }),
    consumeTicket: (ticket) => consumeRealtimeTicket(db, ticket),
    connectedMessage: (owner) => ({ type: 'connected', userId: owner.userId }),
    routeEvent(event) {
      const parsed = busEventSchema.safeParse(event);
      if (!parsed.success) {
        logger.warn({ issues: parsed.error.issues }, 'dropped a malformed bus event');
        return null;
      }
      if (parsed.data.type === 'session_ended') {
        return { endSessions: parsed.data.sessionId ? [parsed.data.sessionId] : 'all' };
      }
      if (parsed.data.type === 'sockets_evicted') return { evictSockets: parsed.data.socketIds };
      // Unmatch, block, report or account deletion: the match is gone, so its sends and typing
      // are refused at once rather than when the cached membership expires.
      if (parsed.data.type === 'unmatched' || parsed.data.type === 'match_ended') {
        handlers.forgetMatch(parsed.data.matchId);
      }
      return { deliver: toServerFrame(parsed.data) };
    },
    async handleClientMessage(connection, data) {
      const allowed = await frameLimiter.consume(SOCKET_FRAME_LIMIT, connection.id);
      const parsed = parseClientFrame(data.toString());
      if (!allowed.allowed) {
        // A dropped send_message names its clientMessageId, so the SPA shows it as not sent.
        const clientMessageId =
          parsed.ok && parsed.frame.type === 'send_message'
            ? parsed.frame.clientMessageId
            : undefined;
        send(connection.socket, {
          type: 'error',
          message: WS_ERROR_MESSAGES.rateLimited,
          ...(clientMessageId ? { clientMessageId } : {}),
        });
        return;
      }
      if (!parsed.ok) {
        send(connection.socket, { type: 'error', message: parsed.error });
        return;
      }
      const reply = await handlers.handle(connection, parsed.frame);
      if (reply) send(connection.socket, reply);
    },
  };
}
