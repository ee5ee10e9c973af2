import type { ClientFrame, ServerFrame } from '@starmatch/contracts/realtime';
import type { Connection } from '../user-connections.js';
import type { FrameContext } from './frame-context.js';

/** How the gateway handles one type of client frame (frame-handlers.ts maps types to these). */
export interface FrameHandler<Frame extends ClientFrame> {
  /**
   * Set for a frame that changes something on the person's behalf (a send): before it runs, the
   * gateway asks whether the socket's session still stands, whatever bus event was lost.
   */
  needsLiveSession?: true;
  /**
   * Set for a frame that promises an answer (a send): the answer it gets if `handle` has not
   * answered by the deadline, or failed, so it always gets exactly one.
   */
  late?(frame: Frame): ServerFrame;
  /**
   * Acts on one valid frame; the returned frame (if any) goes back to the sending socket only.
   * `receivedAt` is when the frame arrived (Date.now()), before it waited its turn.
   */
  handle(
    context: FrameContext,
    connection: Connection,
    frame: Frame,
    receivedAt: number,
  ): Promise<ServerFrame | null>;
}
