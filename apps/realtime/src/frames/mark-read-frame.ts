import type { ClientFrame } from '@starmatch/contracts/realtime';
import { markRead } from '@starmatch/domain/chat/mark-read';
import type { FrameHandler } from './frame-handler.js';

type MarkReadFrame = Extract<ClientFrame, { type: 'mark_read' }>;

/** The chat is in view: its messages are read (the sender hears so); nothing is answered. */
export const markReadFrame: FrameHandler<MarkReadFrame> = {
  async handle({ domain, membership, logger }, { userId }, frame) {
    try {
      const other = await membership.otherMemberOf(userId, frame.matchId);
      if (other === undefined) return null;
      await markRead(domain, { matchId: frame.matchId, readerId: userId, senderId: other });
    } catch (error) {
      // The chat's next read of the messages marks them read and tells the sender anyway.
      logger.warn({ err: error, userId, matchId: frame.matchId }, 'mark_read failed');
    }
    return null;
  },
};
