import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import type { TestSocket } from '@starmatch/test-support/socket-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadRealtimeConfig } from '../src/config.js';
import { drainSchedule } from '../src/drain-sockets.js';
import { createPerson, startTestGateway, type TestGateway } from './support/test-gateway.js';

// A gateway that stops closes its sockets a batch at a time over GATEWAY_DRAIN_WINDOW_MS, so
// their clients' reconnects (each a ticket write) do not arrive together. The drain's waits are
// the test's: it moves the clock one batch at a time and looks at the sockets in between.

describe('GATEWAY_DRAIN_WINDOW_MS', () => {
  it('is 10 s unless set, 0 or more milliseconds when set', () => {
    expect(loadRealtimeConfig({}).drainWindowMs).toBe(10_000);
    expect(loadRealtimeConfig({ GATEWAY_DRAIN_WINDOW_MS: '0' }).drainWindowMs).toBe(0);
    expect(loadRealtimeConfig({ GATEWAY_DRAIN_WINDOW_MS: '30000' }).drainWindowMs).toBe(30_000);
    for (const bad of ['-1', '1.5', 'soon']) {
      expect(() => loadRealtimeConfig({ GATEWAY_DRAIN_WINDOW_MS: bad }), bad).toThrow(
        /GATEWAY_DRAIN_WINDOW_MS/,
      );
    }
  });
});

describe('drainSchedule', () => {
  it('spreads the sockets evenly over the window, one batch per 100 ms at most', () => {
    const large = drainSchedule(5_000, 10_000);
    expect(large).toHaveLength(100);
    expect(large[0]).toEqual({ atMs: 0, count: 50 });
    expect(large[99]).toEqual({ atMs: 9_900, count: 50 });
    expect(large.reduce((sum, batch) => sum + batch.count, 0)).toBe(5_000);
    expect(drainSchedule(3, 10_000)).toEqual([
      { atMs: 0, count: 1 },
      { atMs: 3_333, count: 1 },
      { atMs: 6_666, count: 1 },
    ]);
    expect(drainSchedule(7, 300)).toEqual([
      { atMs: 0, count: 2 },
      { atMs: 100, count: 2 },
      { atMs: 200, count: 3 },
    ]);
  });

  it('closes everything at once with a window of 0, as before', () => {
    expect(drainSchedule(4, 0)).toEqual([{ atMs: 0, count: 4 }]);
    expect(drainSchedule(0, 10_000)).toEqual([]);
  });
});

/** The drain's clock: each wait it asks for is held until the test moves the clock on. */
class HeldClock {
  readonly asked: number[] = [];
  private release: (() => void) | undefined;
  private watchers: Array<() => void> = [];

  readonly wait = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      this.asked.push(ms);
      this.release = resolve;
      for (const wake of this.watchers.splice(0)) wake();
    });

  /** Resolves once the drain waits for the clock: the batch before has been closed. */
  waiting(): Promise<void> {
    if (this.release) return Promise.resolve();
    return new Promise((resolve) => this.watchers.push(resolve));
  }

  moveOn(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
}

/** Open sockets answer a ping: a close sent before the pong would have arrived first. */
function stillOpen(socket: TestSocket): Promise<boolean> {
  if (socket.socket.readyState !== WebSocket.OPEN) return Promise.resolve(false);
  return new Promise((resolve) => {
    socket.socket.once('pong', () => resolve(socket.socket.readyState === WebSocket.OPEN));
    socket.socket.once('close', () => resolve(false));
    socket.socket.ping();
  });
}

function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { origin: 'http://localhost:3000' });
    socket.once('open', () => {
      socket.terminate();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

const SOCKETS = 5;
const clock = new HeldClock();
let gateway: TestGateway;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  gateway = await startTestGateway({
    config: { GATEWAY_DRAIN_WINDOW_MS: '500' },
    drainWait: clock.wait,
  });
  for (let index = 0; index < SOCKETS; index += 1) {
    sockets.push(await gateway.connect(await createPerson(gateway.db, 'Female')));
  }
});
afterAll(async () => {
  clock.moveOn();
  for (const socket of sockets) socket.socket.terminate();
});

describe('a gateway shutting down', () => {
  it('stops being ready, refuses new sockets, and closes one batch per step with 1001', async () => {
    expect((await fetch(`${gateway.origin}/readyz`)).status).toBe(200);
    const closing = gateway.close();
    const openAfterEachStep: number[] = [];
    for (let step = 0; step < SOCKETS; step += 1) {
      if (step > 0) clock.moveOn();
      // The batch of this step is closed once the drain waits again (or, last, has finished).
      await (step < SOCKETS - 1 ? clock.waiting() : closing);
      const closed = sockets.slice(0, step + 1);
      expect(await Promise.all(closed.map((socket) => socket.closed))).toEqual(
        closed.map(() => ({ code: WS_CLOSE_CODES.goingAway, reason: 'Server restarting' })),
      );
      const open = await Promise.all(sockets.map(stillOpen));
      openAfterEachStep.push(open.filter(Boolean).length);
      if (step === 0) {
        // Not ready from the start of the drain, so a balancer sends new sockets elsewhere.
        expect((await fetch(`${gateway.origin}/readyz`)).status).toBe(503);
        expect(await upgradeStatus(gateway.url)).toBe(503);
      }
    }
    expect(openAfterEachStep).toEqual([4, 3, 2, 1, 0]);
    // Evenly over the 500 ms window: 0, 100, 200, 300, 400.
    expect(clock.asked).toEqual([100, 100, 100, 100]);
  });
});
