import { randomUUID } from 'node:crypto';
import {
  retryAfterSeconds,
  type TakeOptions,
  type WindowCharge,
  type WindowLimit,
  type WindowLimiter,
  type WindowTake,
  waitedMsOf,
} from './window-limiter.js';

interface Count {
  token: string;
  at: number;
}

// Keys nobody touches again would keep their (expired) counts; a sweep every so many takes
// drops them, so memory follows the people active in the last window.
const SWEEP_EVERY = 1000;

/** The embedded-mode limiter: one process, so the windows live in this map. */
export function createMemoryWindowLimiter(options: { now?: () => number } = {}): WindowLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { windowMs: number; counts: Count[] }>();
  let takes = 0;

  const idOf = (charge: WindowCharge) => `${charge.limit.name}:${charge.key}`;

  function current(charge: WindowCharge, at: number): Count[] {
    const id = idOf(charge);
    let entry = windows.get(id);
    if (!entry) {
      entry = { windowMs: charge.limit.windowMs, counts: [] };
      windows.set(id, entry);
    }
    entry.counts = entry.counts.filter((count) => count.at > at - charge.limit.windowMs);
    return entry.counts;
  }

  function sweep(at: number): void {
    for (const [id, entry] of windows) {
      entry.counts = entry.counts.filter((count) => count.at > at - entry.windowMs);
      if (entry.counts.length === 0) windows.delete(id);
    }
  }

  return {
    async take<L extends WindowLimit>(
      charges: readonly WindowCharge<L>[],
      options?: TakeOptions,
    ): Promise<WindowTake<L>> {
      const clock = now();
      const at = clock - waitedMsOf(options);
      takes += 1;
      if (takes % SWEEP_EVERY === 0) sweep(at);
      const lists = charges.map((charge) => current(charge, at));
      for (const [index, charge] of charges.entries()) {
        const counts = lists[index] ?? [];
        if (counts.length < charge.limit.max) continue;
        const times = counts.map((count) => count.at).sort((a, b) => a - b);
        const freesAt = (times[counts.length - charge.limit.max] ?? at) + charge.limit.windowMs;
        return {
          allowed: false,
          limit: charge.limit,
          retryAfterSeconds: retryAfterSeconds(freesAt - clock),
        };
      }
      const token = randomUUID();
      for (const counts of lists) counts.push({ token, at });
      return {
        allowed: true,
        reservation: {
          async release() {
            for (const charge of charges) {
              const entry = windows.get(idOf(charge));
              if (entry) entry.counts = entry.counts.filter((count) => count.token !== token);
            }
          },
        },
      };
    },
    async close() {
      windows.clear();
    },
  };
}
