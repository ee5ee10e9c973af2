import { busEventSchema, toServerFrame } from '@starmatch/contracts/bus-events';
import { TOO_MANY_SOCKETS_REASON, WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import type { MatchMembership } from '@starmatch/domain/chat/match-membership';
import type { Logger } from 'pino';
import { sendFrame } from './send-frame.js';
import type { Connection } from './user-connections.js';

/**
 * What one event on a user's channel does to their sockets on this gateway: it closes the
 * sockets of ended sessions or the ones evicted over the cap, or reaches every socket as a frame.
 */
export function deliverBusEvent(
  event: unknown,
  connections: readonly Connection[],
  options: {
    membership: Pick<MatchMembership, 'forgetMatch'>;
    logger: Logger;
    /** Told how many sockets a chat message reached (the gateway's metrics). */
    relayed?: (sockets: number) => void;
  },
): void {
  const parsed = busEventSchema.safeParse(event);
  if (!parsed.success) {
    options.logger.warn({ issues: parsed.error.issues }, 'dropped a malformed bus event');
    return;
  }
  const { data } = parsed;
  if (data.type === 'session_ended') {
    // Without a session named (or with an empty one), every session of the user ended.
    const { sessionId } = data;
    for (const connection of connections) {
      if (!sessionId || connection.sessionId === sessionId) {
        connection.socket.close(WS_CLOSE_CODES.sessionEnded, 'Session ended');
      }
    }
    return;
  }
  if (data.type === 'sockets_evicted') {
    for (const connection of connections) {
      if (data.socketIds.includes(connection.id)) {
        connection.socket.close(WS_CLOSE_CODES.tooManySockets, TOO_MANY_SOCKETS_REASON);
      }
    }
    return;
  }
  // Unmatch, block, report or account deletion: the match is gone, so its sends and typing
  // are refused at once rather than when the cached membership expires.
  if (data.type === 'unmatched' || data.type === 'match_ended') {
    options.membership.forgetMatch(data.matchId);
  }
  const frame = toServerFrame(data);
  if (frame === null) return;
  let reached = 0;
  for (const connection of connections) if (sendFrame(connection.socket, frame)) reached += 1;
  if (frame.type === 'new_message') options.relayed?.(reached);
}
