import type { ClientFrame } from '@starmatch/contracts/realtime';
import { signalTyping } from '@starmatch/domain/chat/signal-typing';
import type { FrameHandler } from './frame-handler.js';

type TypingFrame = Extract<ClientFrame, { type: 'typing' }>;

/** The typing notice goes to the other member of the match; nothing is answered. */
export const typingFrame: FrameHandler<TypingFrame> = {
  async handle({ bus, membership, logger }, { userId }, frame) {
    await signalTyping(
      { membership, bus, log: logger },
      { userId, matchId: frame.matchId, otherUserId: frame.otherUserId, isTyping: frame.isTyping },
    );
    return null;
  },
};
