import type { Connection } from './user-connections.js';

/**
 * One socket's frame budget: at most `max` frames in any `windowMs`, judged as each frame
 * arrives (never when it gets its turn, so frames that queued behind a stall are not refused
 * for having queued). A refused frame is not counted. Synchronous and per socket, so it lives
 * in the process whatever the run mode.
 */
export class FrameWindow {
  private readonly arrivals: number[] = [];

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  admit(at: number): boolean {
    while (this.arrivals.length > 0 && (this.arrivals[0] ?? at) <= at - this.windowMs) {
      this.arrivals.shift();
    }
    if (this.arrivals.length >= this.max) return false;
    this.arrivals.push(at);
    return true;
  }
}

/**
 * Frames one socket may send: a person types and sends a few a second at most; a burst of 20
 * within 2 s is allowed, anything beyond is answered with an error and dropped.
 */
const SOCKET_FRAME_LIMIT = { max: 20, windowMs: 2_000 };

/** Each socket's FrameWindow, made on its first frame (an idle socket holds none). */
export function socketFrameWindows(): (connection: Connection) => FrameWindow {
  const windows = new WeakMap<Connection, FrameWindow>();
  return (connection) => {
    let window = windows.get(connection);
    if (!window) {
      window = new FrameWindow(SOCKET_FRAME_LIMIT.max, SOCKET_FRAME_LIMIT.windowMs);
      windows.set(connection, window);
    }
    return window;
  };
}
