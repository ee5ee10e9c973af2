import { act } from '@testing-library/react';
import { vi } from 'vitest';

// Redirect delays are checked with only setTimeout faked: everything else
// (intervals, promises, lazy route loading) keeps running in real time.

/**
 * With only setTimeout faked: lets pending promises, fetch answers and
 * zero-delay timers run without moving the fake clock.
 */
export async function settle(rounds = 8) {
  for (let round = 0; round < rounds; round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
}

/**
 * With only setTimeout faked: waits (in real time, the fake clock standing
 * still) until `check` stops throwing, e.g. while a lazy route loads.
 */
export async function settleUntil(check: () => void, rounds = 500) {
  for (let round = 0; ; round += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (round >= rounds) throw error;
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
  }
}

/** Moves the fake clock, letting React render what the timers changed. */
export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

interface RouterLike {
  state: {
    location: { pathname: string };
    navigation: { location?: { pathname: string } | undefined };
  };
}

/**
 * Where the router is going: a navigation to a lazy route is pending until the
 * route's code has loaded, so the destination shows here before `location` moves.
 */
export function destinationOf(router: RouterLike): string {
  return router.state.navigation.location?.pathname ?? router.state.location.pathname;
}

/** Fakes only timeouts, so the redirect delays can be stepped through exactly. */
export function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}
