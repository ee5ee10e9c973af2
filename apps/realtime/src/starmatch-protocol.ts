import {
  busEventSchema,
  type SocketsEvictedEvent,
  toServerFrame,
  userChannel,
} from '@starmatch/contracts/bus-events';
import { WS_MAX_PAYLOAD_BYTES, WS_PATH } from '@starmatch/contracts/constants';
import {
  type ServerFrame,
  TOO_MANY_SOCKETS_REASON,
  WS_CLOSE_CODES,
} from '@starmatch/contracts/realtime';
import { SOCKETS_PER_USER } from '@starmatch/contracts/safety-limits';
import type { Database } from '@starmatch/db/database';
import { consumeRealtimeTicket } from '@starmatch/db/queries/realtime-tickets';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { FrameContext } from './frames/frame-context.js';
import { frameReceiver } from './receive-frame.js';
import { SEND_ANSWER_DEADLINE_MS } from './send-deadline.js';
import type { SessionStanding } from './session-standing.js';
import type { GatewayProtocol } from './socket-gateway.js';

export function starmatchProtocol(options: {
  db: Kysely<Database>;
  logger: Logger;
  frames: FrameContext;
  standing: SessionStanding;
  /** The configured CHAT_SEND_DEADLINE_MS; SEND_ANSWER_DEADLINE_MS when absent. */
  answerDeadlineMs?: number;
}): GatewayProtocol {
  const { db, logger, frames, standing } = options;
  const receive = frameReceiver({ frames, standing });
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
        frames.membership.forgetMatch(parsed.data.matchId);
      }
      return { deliver: toServerFrame(parsed.data) };
    },
    receiveClientMessage: receive,
  };
}
