import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import type { WebSocket } from 'ws';

/** Sockets close in batches at most this often: 5,000 sockets over 10 s go 50 per 100 ms. */
export const DRAIN_STEP_MS = 100;

export interface DrainBatch {
  /** When the batch closes, counted from the start of the drain. */
  atMs: number;
  count: number;
}

/**
 * `count` sockets split into batches spread evenly over `windowMs` (the first at once, none at
 * the window's end), one batch per `stepMs` at most. A window of 0 is one batch: every socket at
 * once, as before the drain existed.
 */
export function drainSchedule(
  count: number,
  windowMs: number,
  stepMs: number = DRAIN_STEP_MS,
): DrainBatch[] {
  if (count === 0) return [];
  const batches = Math.max(1, Math.min(count, Math.ceil(windowMs / stepMs)));
  return Array.from({ length: batches }, (_, index) => ({
    atMs: Math.floor((index * windowMs) / batches),
    count: Math.floor(((index + 1) * count) / batches) - Math.floor((index * count) / batches),
  }));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Closes `sockets` with 1001 "going away" on `drainSchedule`, so their clients (which wait a
 * jittered backoff before asking for a ticket again, apps/web/src/lib/reconnect-delay.ts) come
 * back to the other gateways over the window instead of in one spike of ticket writes. A socket
 * its client closed meanwhile is skipped; once none is left open the drain ends early.
 */
export async function drainSockets(
  sockets: readonly WebSocket[],
  windowMs: number,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<void> {
  let next = 0;
  let elapsedMs = 0;
  for (const batch of drainSchedule(sockets.length, windowMs)) {
    if (!sockets.slice(next).some((socket) => socket.readyState === socket.OPEN)) return;
    if (batch.atMs > elapsedMs) await wait(batch.atMs - elapsedMs);
    elapsedMs = batch.atMs;
    for (const socket of sockets.slice(next, next + batch.count)) {
      if (socket.readyState === socket.OPEN) {
        socket.close(WS_CLOSE_CODES.goingAway, 'Server restarting');
      }
    }
    next += batch.count;
  }
}
