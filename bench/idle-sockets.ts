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
/** Sockets opened and closed first, so code and caches that the first socket builds are in the baseline. */
const WARMUP = 50;
const OPENING_CONCURRENCY = 20;
const SETTLE_MS = 1_000;

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

/**
 * The server's heap after a collection, before and after `count` sockets are opened by `open`
 * (which sees the socket's index) and left idle. A few sockets are opened and closed first.
 */
async function heapWithIdleSockets(
  server: HeapProbedServer,
  open: (index: number) => Promise<WebSocket>,
  held: WebSocket[],
): Promise<HeapFigures> {
  const warm: WebSocket[] = [];
  await inParallel(WARMUP, async (index) => {
    warm.push(await open(SOCKETS + index));
  });
  for (const socket of warm) socket.close();
  await pause(SETTLE_MS);
  const before = await server.heapUsed();
  await inParallel(SOCKETS, async (index) => {
    held.push(await open(index));
  });
  await pause(SETTLE_MS);
  return { before, after: await server.heapUsed() };
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

  const total = SOCKETS + WARMUP;
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

  log(`opening ${SOCKETS} idle sockets on a bare ws server`);
  const bareHeap = await heapWithIdleSockets(bare, () => openBareSocket(bare.url), held);
  log(`opening ${SOCKETS} idle authenticated sockets on the gateway`);
  const gatewayHeap = await heapWithIdleSockets(
    gateway,
    async (index) => {
      const person = people[index];
      if (!person) throw new Error(`no person ${index}`);
      // Each ticket is issued just before its socket opens: a ticket lives 60 s.
      return (await openSocket(gateway.url, await person.ticket())).socket;
    },
    held,
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
      `${SOCKETS.toLocaleString('en-NZ')} idle sockets on each server; heap in use after a full collection`,
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
  await deleteKeysUnderPrefix(REDIS_URL, REDIS_PREFIX);
}
