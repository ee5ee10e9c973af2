import type { DatabaseHandle } from '@starmatch/db/connection';
import type { RecentWriters } from './recent-writers.js';

// docs/ARCHITECTURE.md "Read replica": which database answers a read that may lag.

export interface ReadRouting {
  /** Every write, and every read that must see the latest. */
  primary: DatabaseHandle['db'];
  /**
   * For a read on behalf of this person that may lag: the replica, unless they wrote within the
   * window (their own writes must show) or the replica is behind. The primary without a replica.
   */
  forPerson(userId: string): Promise<DatabaseHandle['db']>;
  /** Marks a write by this person; reads for them go to the primary for the window. */
  wrote(userId: string): Promise<void>;
}

/**
 * How long a writer's reads stay on the primary: twice the lag the replica may have, so that when
 * the mark expires a replica still allowed to answer holds the write (it holds every commit older
 * than maxLagMs).
 */
export function writerWindowMs(maxLagMs: number): number {
  return 2 * maxLagMs;
}

export function createReadRouting(
  database: DatabaseHandle,
  recentWriters: RecentWriters | null,
): ReadRouting {
  const { db: primary, replica } = database;
  if (!replica || !recentWriters) {
    return { primary, forPerson: async () => primary, wrote: async () => undefined };
  }
  return {
    primary,
    async forPerson(userId) {
      if (!replica.current()) return primary;
      return (await recentWriters.wroteRecently(userId)) ? primary : replica.db;
    },
    wrote: (userId) => recentWriters.note(userId),
  };
}
