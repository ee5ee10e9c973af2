import { type Kysely, sql } from 'kysely';
import type { Database } from './database.js';

// docs/ARCHITECTURE.md "Read replica": how far behind the replica is, measured without comparing
// two machines' clocks. Each tick reads the primary's WAL position, then the replica's replay
// position; the replica holds everything the primary had committed when a position it has
// replayed was read. `freshAsOf` is the latest such moment, on this process's clock.

export interface ReplicaFreshness {
  /** The replica holds every commit the primary had made before this moment (ms, Date.now()); 0: not yet known. */
  freshAsOf(): number;
  /** Why the last tick could not measure, or null when it could. */
  lastError(): Error | null;
  stop(): void;
}

export interface ReplicaFreshnessOptions {
  primary: Kysely<Database>;
  replica: Kysely<Database>;
  /** Time between ticks; a tick that takes longer is abandoned. */
  intervalMs: number;
  /** Hears the replica stop answering, or answer again. */
  onChange?: (error: Error | null) => void;
}

/** A WAL position ('16/B374D848') as a number that orders the same way. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  if (high === undefined || low === undefined) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** How many primary positions to remember: a replica further behind than this is simply not fresh. */
const HISTORY = 16;

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function watchReplicaFreshness(options: ReplicaFreshnessOptions): ReplicaFreshness {
  const { primary, replica, intervalMs } = options;
  /** Primary WAL positions, oldest first, each with the moment before it was asked for. */
  const history: Array<{ at: number; lsn: bigint }> = [];
  let freshAsOf = 0;
  let lastError: Error | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function measure(): Promise<void> {
    const at = Date.now();
    const written = await sql<{
      lsn: string;
    }>`select pg_current_wal_lsn()::text as lsn`.execute(primary);
    history.push({ at, lsn: lsnValue(written.rows[0]?.lsn ?? '0/0') });
    if (history.length > HISTORY) history.shift();
    const replayed = await sql<{
      lsn: string | null;
    }>`select pg_last_wal_replay_lsn()::text as lsn`.execute(replica);
    const lsn = replayed.rows[0]?.lsn;
    // Not a standby (a pooler in front of the primary, say): it holds what the primary holds.
    const position = lsn == null ? null : lsnValue(lsn);
    for (const seen of history) {
      if (position === null || seen.lsn <= position) freshAsOf = Math.max(freshAsOf, seen.at);
    }
  }

  function report(error: Error | null): void {
    if ((error === null) === (lastError === null)) {
      lastError = error;
      return;
    }
    lastError = error;
    options.onChange?.(error);
  }

  async function tick(): Promise<void> {
    try {
      await withinMs(measure(), intervalMs);
      report(null);
    } catch (error) {
      report(error instanceof Error ? error : new Error(String(error)));
    }
    if (!stopped) {
      timer = setTimeout(tick, intervalMs);
      timer.unref();
    }
  }

  void tick();
  return {
    freshAsOf: () => freshAsOf,
    lastError: () => lastError,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
