import type { PresenceTracker } from './presence-tracker.js';
import type { Connection } from './user-connections.js';

/**
 * Each interval, tells the tracker this gateway's sockets are still open (see
 * PresenceTracker.renew). Returns what stops it.
 */
export function startPresenceRenewal(
  presence: PresenceTracker | undefined,
  connections: () => Connection[],
): () => void {
  if (!presence) return () => undefined;
  const timer = setInterval(() => {
    const open = connections().map(({ userId, id }) => ({ userId, socketId: id }));
    void presence.renew(open);
  }, presence.renewEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
