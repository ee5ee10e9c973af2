import {
  busEventSchema,
  type SocketsEvictedEvent,
  toServerFrame,
  userChannel,
} from '@starmatch/contracts/bus-events';
import { WS_MAX_PAYLOAD_BYTES, WS_PATH } from '@starmatch/contracts/constants';
import { idSchema } from '@starmatch/contracts/fields';
import {
  type ParsedClientFrame,
  parseClientFrame,
  type ServerFrame,
  TOO_MANY_SOCKETS_REASON,
  WS_CLOSE_CODES,
  WS_ERROR_MESSAGES,
} from '@starmatch/contracts/realtime';
import { SOCKETS_PER_USER } from '@starmatch/contracts/safety-limits';
import type { Database } from '@starmatch/db/database';
import { consumeRealtimeTicket } from '@starmatch/db/queries/realtime-tickets';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { type ClientFrameHandlers, sendError } from './client-frame-handlers.js';
import { FrameWindow } from './frame-window.js';
import { SEND_ANSWER_DEADLINE_MS } from './send-deadline.js';
import type { SessionStanding } from './session-standing.js';
import type { GatewayProtocol, ReceivedFrame } from './socket-gateway.js';
import type { Connection } from './user-connections.js';

/**
 * Frames one socket may send: a person types and sends a few a second at most; a burst of 20
 * within 2 s is allowed, anything beyond is answered with an error and dropped.
 */
const SOCKET_FRAME_LIMIT = { max: 20, windowMs: 2_000 };

/**
 * Whether the frame is a send_message, and its clientMessageId, even for one that failed its
 * schema (a too long message), so the refusal names the bubble it is about. Only a well-formed
 * id is echoed. Null for any other frame.
 */
function sendOf(parsed: ParsedClientFrame, text: string): { clientMessageId?: string } | null {
  if (parsed.ok) {
    if (parsed.frame.type !== 'send_message') return null;
    const { clientMessageId } = parsed.frame;
    return clientMessageId ? { clientMessageId } : {};
  }
  let data: { type?: unknown; clientMessageId?: unknown } | null;
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return null;
  }
  if (data?.type !== 'send_message') return null;
  const id = idSchema.safeParse(data.clientMessageId);
  return id.success ? { clientMessageId: id.data } : {};
}

export function starmatchProtocol(options: {
  db: Kysely<Database>;
  logger: Logger;
  handlers: ClientFrameHandlers;
  standing: SessionStanding;
  /** The configured CHAT_SEND_DEADLINE_MS; SEND_ANSWER_DEADLINE_MS when absent. */
  answerDeadlineMs?: number;
}): GatewayProtocol {
  const { db, logger, handlers, standing } = options;
  const frameWindows = new WeakMap<Connection, FrameWindow>();
  function frameWindowOf(connection: Connection): FrameWindow {
    let window = frameWindows.get(connection);
    if (!window) {
      window = new FrameWindow(SOCKET_FRAME_LIMIT.max, SOCKET_FRAME_LIMIT.windowMs);
      frameWindows.set(connection, window);
    }
    return window;
  }
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
    liveSessions: (sessionIds) => standing.liveAmong(sessionIds),
    connectedMessage: (owner) => ({ type: 'connected', userId: owner.userId }),
    resyncMessage: { type: 'resync' } satisfies ServerFrame,
    answerDeadlineMs: options.answerDeadlineMs ?? SEND_ANSWER_DEADLINE_MS,
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
    receiveClientMessage(connection, data, receivedAt): ReceivedFrame {
      const admitted = frameWindowOf(connection).admit(receivedAt);
      const text = data.toString();
      const parsed = parseClientFrame(text);
      const send = sendOf(parsed, text);
      if (!admitted) {
        // Judged on arrival: a frame is refused for the pace it was sent at, never for having
        // waited behind a stall. A refused send is worth sending again a little later.
        const message = WS_ERROR_MESSAGES.rateLimited;
        return {
          reply: send ? sendError(message, send.clientMessageId, true) : { type: 'error', message },
        };
      }
      if (!parsed.ok) {
        // The same frame would be refused again: final.
        const message = parsed.error;
        return {
          reply: send
            ? sendError(message, send.clientMessageId, false)
            : { type: 'error', message },
        };
      }
      const { frame } = parsed;
      if (frame.type !== 'send_message') {
        return { handle: () => handlers.handle(connection, frame, receivedAt) };
      }
      return {
        async handle() {
          // A send asks whether its session still stands (signed out, reset, suspended, banned
          // or expired), whatever bus event was lost: if not, nothing is stored and the socket
          // closes as a session_ended event would have closed it.
          if (!(await standing.isLive(connection))) {
            connection.socket.close(WS_CLOSE_CODES.sessionEnded, 'Session ended');
            return null;
          }
          return handlers.handle(connection, frame, receivedAt);
        },
        late: sendError(WS_ERROR_MESSAGES.sendFailed, frame.clientMessageId, true),
      };
    },
  };
}
