import type { ClientFrame, ServerFrame } from '@starmatch/contracts/realtime';
import type { Connection } from '../user-connections.js';
import type { FrameContext } from './frame-context.js';
import type { FrameHandler } from './frame-handler.js';
import { markReadFrame } from './mark-read-frame.js';
import { sendMessageFrame } from './send-message-frame.js';
import { typingFrame } from './typing-frame.js';

/** One handler per client frame type: a type of clientFrameSchema without one fails typecheck. */
type FrameHandlers = {
  readonly [Type in ClientFrame['type']]: FrameHandler<Extract<ClientFrame, { type: Type }>>;
};

const FRAME_HANDLERS: FrameHandlers = {
  send_message: sendMessageFrame,
  typing: typingFrame,
  mark_read: markReadFrame,
};

export function handlerFor<Frame extends ClientFrame>(frame: Frame): FrameHandler<Frame> {
  // TypeScript cannot tie a union's `type` to its entry of the mapped type; FrameHandlers does.
  return FRAME_HANDLERS[frame.type] as unknown as FrameHandler<Frame>;
}

/** Acts on one valid frame through its type's handler (see FrameHandler.handle). */
export function handleClientFrame(
  context: FrameContext,
  connection: Connection,
  frame: ClientFrame,
  receivedAt: number,
): Promise<ServerFrame | null> {
  return handlerFor(frame).handle(context, connection, frame, receivedAt);
}
