import { ONLINE_TTL_MS, type SocketRegistry } from './socket-registry.js';

/** The embedded-mode registry: one gateway in one process, so a list per user in opening order. */
export function createMemorySocketRegistry(now: () => number = Date.now): SocketRegistry {
  const users = new Map<string, string[]>();
  /** socket id to the time it stops counting as online. */
  const expiries = new Map<string, number>();
  return {
    async open(userId, socketId, max) {
      const sockets = users.get(userId) ?? [];
      sockets.push(socketId);
      users.set(userId, sockets);
      expiries.set(socketId, now() + ONLINE_TTL_MS);
      const evicted = sockets.splice(0, Math.max(0, sockets.length - max));
      for (const id of evicted) expiries.delete(id);
      return evicted;
    },
    async remove(userId, socketId) {
      expiries.delete(socketId);
      const sockets = users.get(userId);
      if (!sockets) return;
      const index = sockets.indexOf(socketId);
      if (index >= 0) sockets.splice(index, 1);
      if (sockets.length === 0) users.delete(userId);
    },
    async renew(sockets, ttlMs) {
      const until = now() + ttlMs;
      for (const { userId, socketId } of sockets) {
        if (users.get(userId)?.includes(socketId)) expiries.set(socketId, until);
      }
    },
    async isOnline(userId) {
      const time = now();
      return (users.get(userId) ?? []).some((id) => (expiries.get(id) ?? 0) > time);
    },
    async close() {
      users.clear();
      expiries.clear();
    },
  };
}
