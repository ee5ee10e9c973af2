import { QUERY_TIMINGS } from '@starmatch/contracts/constants';
import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from '../src/lib/reconnect-delay';

// After a drop (a gateway restarting closes with 1001) the socket waits a random time up to a
// ceiling that doubles per attempt: full jitter, so tabs closed together come back apart.

const ATTEMPTS = [0, 1, 2, 3, 4, 5, 6, 10];

describe('reconnectDelayMs', () => {
  it('waits up to 1 s doubling per attempt, capped at 30 s', () => {
    const justBelowOne = () => 0.999_999;
    expect(ATTEMPTS.map((attempt) => reconnectDelayMs(attempt, justBelowOne))).toEqual([
      999, 1_999, 3_999, 7_999, 15_999, 29_999, 29_999, 29_999,
    ]);
    expect(QUERY_TIMINGS.retryMaxMs).toBe(30_000);
  });

  it('may come back at once, and anywhere in between, in proportion to the random draw', () => {
    expect(ATTEMPTS.map((attempt) => reconnectDelayMs(attempt, () => 0))).toEqual(
      ATTEMPTS.map(() => 0),
    );
    expect(ATTEMPTS.map((attempt) => reconnectDelayMs(attempt, () => 0.25))).toEqual([
      250, 500, 1_000, 2_000, 4_000, 7_500, 7_500, 7_500,
    ]);
  });

  it('spreads a thousand tabs closed together evenly over the first second', () => {
    // An evenly spread draw, as Math.random gives on average: ten per 10 ms slot.
    const draws = Array.from({ length: 1_000 }, (_, index) => index / 1_000);
    const delays = draws.map((draw) => reconnectDelayMs(0, () => draw));
    const perTenth = Array.from({ length: 10 }, () => 0);
    for (const delay of delays) {
      const slot = Math.floor(delay / 100);
      perTenth[slot] = (perTenth[slot] ?? 0) + 1;
    }
    expect(perTenth).toEqual(Array.from({ length: 10 }, () => 100));
  });
});
