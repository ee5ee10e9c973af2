import type { Database } from '@starmatch/db/database';
import { findLiveSessionIds } from '@starmatch/db/queries/sessions';
import type { Kysely } from 'kysely';
import type { Connection } from './user-connections.js';

/**
 * How old a socket's last reading of its session may be when it sends: a burst of messages
 * costs one query per socket per this long, and a send is refused at most this long after the
 * session ended or the account was suspended or banned (the promise docs/ARCHITECTURE.md
 * "Realtime" makes).
 */
export const SEND_STANDING_CACHE_MS = 5_000;

export interface SessionStanding {
  /** Which of these sessions are live now: one query, whatever their number. */
  liveAmong(sessionIds: readonly string[]): Promise<Set<string>>;
  /** Whether the socket's session is live, read at most SEND_STANDING_CACHE_MS ago. */
  isLive(connection: Connection): Promise<boolean>;
}

/** `now` is the clock expiry is judged by (tests move it rather than wait 90 days). */
export function sessionStanding(options: {
  db: Kysely<Database>;
  now: () => Date;
  cacheMs?: number;
}): SessionStanding {
  const { db, now } = options;
  const cacheMs = options.cacheMs ?? SEND_STANDING_CACHE_MS;
  // When each socket last read its session live; only sockets that send get an entry, and it
  // goes with the socket. An ended session stays ended: the frames its socket sent before it
  // closed are refused without asking again.
  const liveAt = new WeakMap<Connection, number>();
  const ended = new WeakSet<Connection>();
  const liveAmong = (sessionIds: readonly string[]) => findLiveSessionIds(db, sessionIds, now());
  return {
    liveAmong,
    async isLive(connection) {
      if (ended.has(connection)) return false;
      const checkedAt = liveAt.get(connection);
      if (checkedAt !== undefined && now().getTime() - checkedAt < cacheMs) return true;
      const readAt = now().getTime();
      const live = (await liveAmong([connection.sessionId])).has(connection.sessionId);
      if (live) liveAt.set(connection, readAt);
      else ended.add(connection);
      return live;
    },
  };
}
