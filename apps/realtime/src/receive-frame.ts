import {
  parseClientFrame,
  type ServerFrame,
  WS_CLOSE_CODES,
  WS_ERROR_MESSAGES,
} from '@starmatch/contracts/realtime';
import type { RawData } from 'ws';
import { frameRefusal } from './frame-refusal.js';
import { socketFrameWindows } from './frame-window.js';
import type { FrameContext } from './frames/frame-context.js';
import { handlerFor } from './frames/frame-handlers.js';
import type { SessionStanding } from './session-standing.js';
import type { Connection } from './user-connections.js';

/**
 * What to do with one frame. `reply` goes back at once (a refusal). `handle` runs in the
 * socket's turn, one frame at a time; what it returns (if anything) goes back to the socket.
 * `late` is the answer owed if `handle` has not answered by the deadline, or failed: a frame
 * that promises an answer (a send) always gets exactly one.
 */
export type ReceivedFrame =
  | { reply: ServerFrame; handle?: undefined }
  | {
      reply?: undefined;
      handle: () => Promise<ServerFrame | null>;
      late?: ServerFrame;
      /** The frame's type, naming its span when tracing is on (docs/ARCHITECTURE.md "Tracing"). */
      type: string;
    };

/**
 * Judges each frame the moment it arrives (parsing, per-socket limits), before it waits for
 * the socket's earlier frames, and picks its type's handler.
 */
export function frameReceiver(options: {
  frames: FrameContext;
  standing: SessionStanding;
}): (connection: Connection, data: RawData, receivedAt: number) => ReceivedFrame {
  const { frames, standing } = options;
  const frameWindowOf = socketFrameWindows();
  return (connection, data, receivedAt) => {
    const admitted = frameWindowOf(connection).admit(receivedAt);
    const text = data.toString();
    const parsed = parseClientFrame(text);
    if (!admitted) {
      // Judged on arrival: a frame is refused for the pace it was sent at, never for having
      // waited behind a stall. A refused send is worth sending again a little later.
      return { reply: frameRefusal(parsed, text, WS_ERROR_MESSAGES.rateLimited, true) };
    }
    // The same frame would be refused again: final.
    if (!parsed.ok) return { reply: frameRefusal(parsed, text, parsed.error, false) };
    const { frame } = parsed;
    const handler = handlerFor(frame);
    const late = handler.late?.(frame);
    if (!handler.needsLiveSession) {
      return {
        handle: () => handler.handle(frames, connection, frame, receivedAt),
        late,
        type: frame.type,
      };
    }
    return {
      async handle() {
        // It asks whether its session still stands (signed out, reset, suspended, banned or
        // expired), whatever bus event was lost: if not, nothing is done and the socket closes
        // as a session_ended event would have closed it.
        if (!(await standing.isLive(connection))) {
          connection.socket.close(WS_CLOSE_CODES.sessionEnded, 'Session ended');
          return null;
        }
        return handler.handle(frames, connection, frame, receivedAt);
      },
      late,
      type: frame.type,
    };
  };
}
