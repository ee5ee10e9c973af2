import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import WebSocket from 'ws';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import { createPeople } from './chat-people.js';
import { openSocket } from './chat-socket.js';
import { type HeapProbedServer, startHeapProbedServer } from './heap-probed-server.js';
import { log, SERVER_URL } from './settings.js';

// pnpm bench:sockets: the gateway's heap per idle authenticated socket against a bare `ws`
// server's, both holding the same number of idle sockets, in one run. docs/BENCHMARKS.md
// "Idle sockets" has the figures.

const env = process.env;
const SOCKETS = Number(env.BENCH_IDLE_SOCKETS ?? 3000);
const REDIS_URL = env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Gateway heap per idle socket over a bare `ws` server's, at most (issue 19). */
const TARGET_RATIO = 1.5;
const OPENING_CONCURRENCY = 20;
const SETTLE_MS = 500;
const SETTLE_TRIES = 20;
/** Two readings this close (a fraction of the heap) mean the heap has settled. */
const SETTLED_CHANGE = 0.002;
/** The gateway's heartbeat interval (apps/realtime/src/socket-gateway.ts). */
const GATEWAY_HEARTBEAT_MS = 30_000;
/**
 * How long both servers hold their sockets before the heap is read: past a heartbeat round, so
 * the gateway's figure includes what a ping and its pong leave on a socket, as in service. The
 * bare server has no heartbeat and waits as long.
 */
const HOLD_MS = GATEWAY_HEARTBEAT_MS + 2_000;

interface HeapFigures {
  before: number;
  after: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function inParallel(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) await work(index);
  };
  await Promise.all(Array.from({ length: OPENING_CONCURRENCY }, worker));
}

function openBareSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function closed(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    socket.once('close', () => resolve());
    socket.close();
  });
}

/**
 * The heap once it stops changing: a server still finishing what the sockets started (a closed
 * socket's Redis clean-up on a busy machine) would otherwise count in one figure or the other.
 */
async function settledHeap(server: HeapProbedServer): Promise<number> {
  let previous = await server.heapUsed();
  for (let tries = 0; tries < SETTLE_TRIES; tries += 1) {
    await pause(SETTLE_MS);
    const now = await server.heapUsed();
    if (Math.abs(now - previous) < previous * SETTLED_CHANGE) return now;
    previous = now;
  }
  return previous;
}

/**
 * The server's heap after a collection, before and after `SOCKETS` sockets are opened by `open`
 * (which sees the socket's index) and held idle for `HOLD_MS`. The same sockets are opened and
 * closed once first, so what the first round builds for good (compiled code, tables grown to
 * size) is in the baseline, and the figure is what each socket holds. With `pinged`, every held
 * socket must have been pinged by the end of the hold.
 */
async function heapWithIdleSockets(
  server: HeapProbedServer,
  open: (index: number) => Promise<WebSocket>,
  held: WebSocket[],
  { pinged = false } = {},
): Promise<HeapFigures> {
  const warm: WebSocket[] = [];
  await inParallel(SOCKETS, async (index) => {
    warm.push(await open(index));
  });
  await Promise.all(warm.map(closed));
  const before = await settledHeap(server);
  let unpinged = 0;
  await inParallel(SOCKETS, async (index) => {
    const socket = await open(index);
    unpinged += 1;
    // The listener is the bench's, on its client end: it costs the server nothing.
    socket.once('ping', () => {
      unpinged -= 1;
    });
    held.push(socket);
  });
  await pause(HOLD_MS);
  if (pinged && unpinged > 0) throw new Error(`${unpinged} sockets not pinged in ${HOLD_MS} ms`);
  const after = await settledHeap(server);
  return { before, after };
}

const REDIS_PREFIX = `bench-${randomUUID().slice(0, 8)}`;
const loadBefore = loadavg();
const database = await createTestDatabase({ DATABASE_URL: SERVER_URL });
const servers: HeapProbedServer[] = [];
const held: WebSocket[] = [];
try {
  const [gateway, bare] = await Promise.all([
    startHeapProbedServer('realtime', 'apps/realtime/dist/main.js', {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.databaseUrl ?? '',
      REDIS_URL,
      REDIS_PREFIX,
    }),
    startHeapProbedServer('bare-ws', 'bench/bare-ws-server.mjs', {}),
  ]);
  servers.push(gateway, bare);

  const total = SOCKETS;
  log(`creating ${total} people with a session each`);
  // createPeople works one person at a time: a few of them side by side.
  const people = (
    await Promise.all(
      Array.from({ length: OPENING_CONCURRENCY }, (_, group) =>
        createPeople(
          database.db,
          Math.floor(total / OPENING_CONCURRENCY) + (group < total % OPENING_CONCURRENCY ? 1 : 0),
        ),
      ),
    )
  ).flat();

  log(`opening ${SOCKETS} idle sockets on a bare ws server, twice, holding them ${HOLD_MS} ms`);
  const bareHeap = await heapWithIdleSockets(bare, () => openBareSocket(bare.url), held);
  log(`opening ${SOCKETS} idle authenticated sockets on the gateway, twice, past a heartbeat`);
  const gatewayHeap = await heapWithIdleSockets(
    gateway,
    async (index) => {
      const person = people[index];
      if (!person) throw new Error(`no person ${index}`);
      // Each ticket is issued just before its socket opens: a ticket lives 60 s.
      return (await openSocket(gateway.url, await person.ticket())).socket;
    },
    held,
    { pinged: true },
  );

  const perSocket = ({ before, after }: HeapFigures) => (after - before) / SOCKETS;
  const ratio = perSocket(gatewayHeap) / perSocket(bareHeap);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const row = (name: string, heap: HeapFigures) =>
    `| ${name} | ${mb(heap.before)} | ${mb(heap.after)} | ${kb(perSocket(heap))} |`;
  const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  const passed = ratio <= TARGET_RATIO;
  process.stdout.write(
    [
      '',
      `${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loads(loadBefore)} before, ${loads(loadavg())} after`,
      `${SOCKETS.toLocaleString('en-NZ')} idle sockets on each server, held ${HOLD_MS / 1000} s (past the gateway's first heartbeat); heap in use after a full collection`,
      '',
      '| server | heap before | heap with the sockets | heap per socket |',
      '|---|---:|---:|---:|',
      row('bare ws', bareHeap),
      row('gateway (authenticated, one user each)', gatewayHeap),
      '',
      `| figure | measured | target | |`,
      '|---|---:|---:|---|',
      `| gateway heap per idle socket / bare ws | ${ratio.toFixed(2)}x | <= ${TARGET_RATIO}x | ${passed ? 'PASS' : 'FAIL'} |`,
      '',
    ].join('\n'),
  );
  if (!passed) process.exitCode = 1;
} finally {
  for (const socket of held) socket.terminate();
  for (const server of servers) await server.stop();
  await database.destroy();
  await deleteKeysUnderPrefix({ kind: 'single', url: REDIS_URL }, REDIS_PREFIX);
}
