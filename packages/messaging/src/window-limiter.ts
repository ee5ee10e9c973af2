/**
 * Sliding-window counts per account (likes a day, messages a minute, ...), shared by every
 * process in the distributed mode. A window holds the time of each counted attempt, so "at most
 * N in any W" holds exactly, at any moment, rather than per calendar window; a refused attempt
 * is not recorded, so it never pushes the next allowed one further away.
 */
export interface WindowLimit {
  /** Unique per limit: it namespaces the counts. */
  name: string;
  max: number;
  windowMs: number;
}

/** One count asked for: `key` (an account id) under `limit`. */
export interface WindowCharge<L extends WindowLimit = WindowLimit> {
  limit: L;
  key: string;
}

/** Counted; `release` takes the counts back when what they were for did not happen after all. */
export interface WindowReservation {
  release(): Promise<void>;
}

export type WindowTake<L extends WindowLimit = WindowLimit> =
  | { allowed: true; reservation: WindowReservation }
  | {
      allowed: false;
      /** The first charge (in the order given) that was over its limit. */
      limit: L;
      /** Until the oldest count in that window leaves it, rounded up to whole seconds (>= 1). */
      retryAfterSeconds: number;
    };

export interface TakeOptions {
  /**
   * How long ago the attempt arrived, when it waited its turn before being counted (a socket's
   * frames queued behind a stalled database). It is judged and recorded at its arrival, so
   * attempts that were spread out when made do not count as a burst for having waited together.
   */
  waitedMs?: number;
}

export interface WindowLimiter {
  /**
   * Counts every charge, or none: when any is at its limit nothing is recorded. Atomic across
   * processes, so two concurrent attempts cannot both take the last place.
   */
  take<L extends WindowLimit>(
    charges: readonly WindowCharge<L>[],
    options?: TakeOptions,
  ): Promise<WindowTake<L>>;
  close(): Promise<void>;
}

/** A whole, non-negative number of milliseconds, whatever the caller's clock arithmetic gave. */
export function waitedMsOf(options: TakeOptions | undefined): number {
  const waited = Math.round(options?.waitedMs ?? 0);
  return Number.isFinite(waited) && waited > 0 ? waited : 0;
}

export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
