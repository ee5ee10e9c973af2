import type { Logger } from 'pino';
import type { Connection } from './user-connections.js';

/**
 * Every interval, reads the sessions of all this gateway's sockets again in one query and hands
 * over the sockets whose session is no longer live. The bus event that closes them at once
 * (session_ended) can be lost, to a failed publish or a Redis blip; this does not depend on it.
 * One check at a time: a slow database makes checks rarer, never piles them up.
 */
export function startSessionRecheck(options: {
  intervalMs: number;
  connections: () => Connection[];
  liveSessions(sessionIds: readonly string[]): Promise<Set<string>>;
  ended(connection: Connection): void;
  logger: Logger;
}): () => void {
  const { logger } = options;
  let checking = false;
  async function check(): Promise<void> {
    const open = options.connections();
    if (open.length === 0) return;
    const live = await options.liveSessions([...new Set(open.map((c) => c.sessionId))]);
    for (const connection of open) {
      if (!live.has(connection.sessionId)) options.ended(connection);
    }
  }
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    check()
      .catch((error: unknown) => {
        // The database is away: the sockets stay open (their sends fail anyway) and are read
        // again at the next interval.
        logger.warn({ err: error }, 'socket session check failed');
      })
      .finally(() => {
        checking = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
