import type { SocketRegistry } from './socket-registry.js';

/** The embedded-mode registry: one gateway in one process, so a list per user in opening order. */
export function createMemorySocketRegistry(): SocketRegistry {
  const users = new Map<string, string[]>();
  return {
    async open(userId, socketId, max) {
      const sockets = users.get(userId) ?? [];
      sockets.push(socketId);
      users.set(userId, sockets);
      return sockets.splice(0, Math.max(0, sockets.length - max));
    },
    async remove(userId, socketId) {
      const sockets = users.get(userId);
      if (!sockets) return;
      const index = sockets.indexOf(socketId);
      if (index >= 0) sockets.splice(index, 1);
      if (sockets.length === 0) users.delete(userId);
    },
    async close() {
      users.clear();
    },
  };
}
