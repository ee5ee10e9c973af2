import { userChannel } from '@starmatch/contracts/bus-events';
import type { ClientFrame, ServerFrame } from '@starmatch/contracts/realtime';
import { WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import type { Database } from '@starmatch/db/database';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { WindowLimiter } from '@starmatch/messaging/window-limiter';
import { sendChatMessage } from '@starmatch/service-kit/chat/send-chat-message';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { cachedMatchMembership } from './match-membership-cache.js';
import type { Connection } from './user-connections.js';

export interface ClientFrameHandlers {
  /** Acts on one valid frame; the returned frame (if any) goes back to the sending socket only. */
  handle(connection: Connection, frame: ClientFrame): Promise<ServerFrame | null>;
  /** Called when this process hears that a match ended. */
  forgetMatch(matchId: string): void;
}

/** An error frame about one send_message, carrying its clientMessageId when it had one. */
function sendError(message: string, clientMessageId: string | undefined): ServerFrame {
  return { type: 'error', message, ...(clientMessageId ? { clientMessageId } : {}) };
}

export function createClientFrameHandlers(deps: {
  db: Kysely<Database>;
  bus: EventBus;
  limiter: WindowLimiter;
  logger: Logger;
}): ClientFrameHandlers {
  const { db, bus, limiter, logger } = deps;
  const membership = cachedMatchMembership(db);

  return {
    forgetMatch(matchId) {
      membership.forgetMatch(matchId);
    },
    async handle(connection, frame) {
      const { userId } = connection;
      if (frame.type === 'typing') {
        // Someone else's match is ignored exactly like a match that does not exist.
        const other = await membership.otherMemberOf(userId, frame.matchId);
        if (other !== frame.otherUserId) return null;
        await bus.publish(userChannel(frame.otherUserId), {
          type: 'typing',
          matchId: frame.matchId,
          userId,
          isTyping: frame.isTyping,
        });
        return null;
      }

      const result = await sendChatMessage(
        { db, bus, membership, limiter, log: logger },
        {
          senderId: userId,
          matchId: frame.matchId,
          receiverId: frame.otherUserId,
          content: frame.content,
          clientMessageId: frame.clientMessageId ?? null,
        },
      );
      switch (result.outcome) {
        case 'not_a_member':
          return sendError(WS_ERROR_MESSAGES.matchNotFound, frame.clientMessageId);
        case 'limited':
          // Over a per-account limit: nothing stored; the SPA shows this bubble as not sent.
          return sendError(result.message, frame.clientMessageId);
        case 'duplicate':
          return result.event; // a retry: answer the sender, tell no one twice
        case 'sent':
          // Every tab of the sender hears it on its channel; if that publish failed, this
          // socket is still answered, so the message it shows as pending is acknowledged.
          return result.senderHeard ? null : result.event;
      }
    },
  };
}
