import { type ClientFrame, WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import { type SendChatMessageResult, sendMessage } from '@starmatch/domain/chat/send-message';
import type { FrameHandler } from './frame-handler.js';
import { sendError } from './send-error.js';

type SendMessageFrame = Extract<ClientFrame, { type: 'send_message' }>;

/**
 * Sends a chat message. Never rejects: a send that fails is answered with a retryable error
 * frame, and one that does not get its answer in time is answered by the gateway with `late`.
 */
export const sendMessageFrame: FrameHandler<SendMessageFrame> = {
  needsLiveSession: true,
  late: (frame) => sendError(WS_ERROR_MESSAGES.sendFailed, frame.clientMessageId, true),
  async handle(context, { userId }, frame, receivedAt) {
    const { domain, membership, inserts, logger, sendDeadlineMs } = context;
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
