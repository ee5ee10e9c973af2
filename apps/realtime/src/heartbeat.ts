import type { WebSocket, WebSocketServer } from 'ws';

const alive = new WeakMap<WebSocket, boolean>();

/**
 * Pings every socket each interval and terminates those that did not answer the previous ping:
 * a phone that lost its network never sends a close frame, and its socket would linger otherwise.
 */
export function startHeartbeat(server: WebSocketServer, intervalMs: number): () => void {
  server.on('connection', (socket) => {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
  });
  const timer = setInterval(() => {
    for (const socket of server.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
