import { userChannel } from '@starmatch/contracts/bus-events';
import type { ClientFrame, ServerFrame } from '@starmatch/contracts/realtime';
import { WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import { markRead } from '@starmatch/domain/chat/mark-read';
import { batchedMessageInserts } from '@starmatch/domain/chat/message-inserts';
import { type SendChatMessageResult, sendMessage } from '@starmatch/domain/chat/send-message';
import type { DomainContext } from '@starmatch/domain/context';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { Logger } from 'pino';
import { cachedMatchMembership } from './match-membership-cache.js';
import type { Connection } from './user-connections.js';

export interface ClientFrameHandlers {
  /**
   * Acts on one valid frame; the returned frame (if any) goes back to the sending socket only.
   * Never rejects: a send_message that fails is answered with a retryable error frame.
   * `receivedAt` is when the frame arrived (Date.now()), before it waited its turn.
   */
  handle(
    connection: Connection,
    frame: ClientFrame,
    receivedAt: number,
  ): Promise<ServerFrame | null>;
  /** Called when this process hears that a match ended. */
  forgetMatch(matchId: string): void;
}

/**
 * An error frame about one send_message, carrying its clientMessageId when it had one, and
 * whether sending it again (with the same clientMessageId) may succeed.
 */
export function sendError(
  message: string,
  clientMessageId: string | undefined,
  retryable: boolean,
): ServerFrame {
  return { type: 'error', message, ...(clientMessageId ? { clientMessageId } : {}), retryable };
}

export function createClientFrameHandlers(deps: {
  domain: DomainContext;
  /** Typing notices only: a hint of the moment, not a domain event. */
  bus: EventBus;
  logger: Logger;
  /**
   * The gateway answers a send not answered this long after it arrived as failed and
   * retryable (send-deadline.ts); a send that reaches its insert only after that is not stored.
   * Unset: no deadline of the handler's own.
   */
  sendDeadlineMs?: number;
}): ClientFrameHandlers {
  const { domain, bus, logger, sendDeadlineMs } = deps;
  const { db } = domain;
  const membership = cachedMatchMembership(db);
  const inserts = batchedMessageInserts(db);

  return {
    forgetMatch(matchId) {
      membership.forgetMatch(matchId);
    },
    async handle(connection, frame, receivedAt) {
      const { userId } = connection;
      if (frame.type === 'typing') {
        try {
          // Someone else's match is ignored exactly like a match that does not exist.
          const other = await membership.otherMemberOf(userId, frame.matchId);
          if (other !== frame.otherUserId) return null;
          await bus.publish(userChannel(frame.otherUserId), {
            type: 'typing',
            matchId: frame.matchId,
            userId,
            isTyping: frame.isTyping,
          });
        } catch (error) {
          // A typing notice is a hint of the moment: lost, nobody waits for it.
          logger.warn({ err: error, userId, matchId: frame.matchId }, 'typing relay failed');
        }
        return null;
      }
      if (frame.type === 'mark_read') {
        try {
          const other = await membership.otherMemberOf(userId, frame.matchId);
          if (other === undefined) return null;
          await markRead(domain, { matchId: frame.matchId, readerId: userId, senderId: other });
        } catch (error) {
          // The chat's next read of the messages marks them read and tells the sender anyway.
          logger.warn({ err: error, userId, matchId: frame.matchId }, 'mark_read failed');
        }
        return null;
      }

      const { clientMessageId } = frame;
      let result: SendChatMessageResult;
      try {
        result = await sendMessage(
          { ctx: domain, membership, inserts },
          {
            senderId: userId,
            matchId: frame.matchId,
            receiverId: frame.otherUserId,
            content: frame.content,
            clientMessageId: clientMessageId ?? null,
            receivedAt,
            ...(sendDeadlineMs === undefined ? {} : { storeBy: receivedAt + sendDeadlineMs }),
          },
        );
      } catch (error) {
        // The database or Redis failed (a publish failure is not one: see sendMessage).
        // Whatever got done, a retry with the same clientMessageId is stored at most once.
        logger.error(
          { err: error, userId, matchId: frame.matchId, clientMessageId },
          'send_message failed',
        );
        return sendError(WS_ERROR_MESSAGES.sendFailed, clientMessageId, true);
      }
      switch (result.outcome) {
        case 'not_a_member':
          return sendError(WS_ERROR_MESSAGES.matchNotFound, clientMessageId, false);
        case 'limited':
          // Over a per-account limit: nothing stored. Its window is a minute or a day, far
          // longer than a client's retries, so this is final, as the REST call's 429 is: the
          // person reads the reason at once and can send it again later themselves.
          return sendError(result.message, clientMessageId, false);
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
