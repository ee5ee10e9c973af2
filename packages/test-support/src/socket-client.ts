import { WebSocket } from 'ws';

// A test's WebSocket client of the gateway: every frame it got, and the next one of a type.

export interface TestSocket {
  socket: WebSocket;
  frames: Array<Record<string, unknown>>;
  /**
   * Resolves with the next frame of this type, or of any of these types (including one already
   * received and not yet taken).
   */
  next(type: string | readonly string[], timeoutMs?: number): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
}

/** `headers` overrides what a browser would send, e.g. a Host other than the URL's. */
export function openSocket(
  url: string,
  origin = 'http://localhost:3000',
  headers: Record<string, string> = {},
): TestSocket {
  const socket = new WebSocket(url, { origin, headers });
  const frames: Array<Record<string, unknown>> = [];
  const taken = new Set<Record<string, unknown>>();
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  return {
    socket,
    frames,
    closed,
    send(frame) {
      socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    next(type, timeoutMs = 5_000) {
      const types: readonly string[] = typeof type === 'string' ? [type] : type;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no "${types.join('" or "')}" frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`,
              ),
            ),
          timeoutMs,
        );
        const look = () => {
          const frame = frames.find(
            (candidate) => types.includes(candidate.type as string) && !taken.has(candidate),
          );
          if (frame) {
            taken.add(frame);
            clearTimeout(timer);
            resolve(frame);
          } else {
            waiters.push(look);
          }
        };
        look();
      });
    },
  };
}
