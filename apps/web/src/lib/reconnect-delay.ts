import { queryRetryDelayMs } from '@starmatch/contracts/constants';

/**
 * How long the socket waits before its next try: anywhere from 0 up to the query backoff (1 s
 * doubling per attempt, 0-based, capped at 30 s), uniformly ("full jitter"). A gateway that
 * restarts closes thousands of sockets over a few seconds; without the jitter their tabs would
 * come back in step, each asking the api for a ticket (a database write) in the same instant.
 * `random` is Math.random's contract, [0, 1); the benchmark's clients use this same function.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * queryRetryDelayMs(attempt));
}
