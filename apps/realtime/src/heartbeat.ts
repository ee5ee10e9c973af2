import type { WebSocket } from 'ws';

export interface HeartbeatSocket extends WebSocket {
  /** Pinged and not answered yet; whoever hears the socket's pong clears it. */
  awaitingPong: boolean;
}

/**
 * Pings every socket each interval and terminates those that did not answer the previous ping:
 * a phone that lost its network never sends a close frame, and its socket would linger otherwise.
 * One timer for all the sockets, and a flag on each.
 */
export function startHeartbeat(
  sockets: ReadonlySet<HeartbeatSocket>,
  intervalMs: number,
): () => void {
  const timer = setInterval(() => {
    for (const socket of sockets) {
      if (socket.awaitingPong) {
        socket.terminate();
        continue;
      }
      socket.awaitingPong = true;
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
