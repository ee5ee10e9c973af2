import { userChannel } from '@starmatch/contracts/bus-events';
import type { ClientFrame } from '@starmatch/contracts/realtime';
import type { FrameHandler } from './frame-handler.js';

type TypingFrame = Extract<ClientFrame, { type: 'typing' }>;

/** Relays the notice to the other member of the match only; nothing is stored or answered. */
export const typingFrame: FrameHandler<TypingFrame> = {
  async handle({ bus, membership, logger }, { userId }, frame) {
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
  },
};
