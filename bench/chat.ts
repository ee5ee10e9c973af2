import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import { type GatewayProcess, startGateway } from './chat-gateway-process.js';
import { createChatPairs, createPeople } from './chat-people.js';
import { type BenchSocket, openSocket } from './chat-socket.js';
import { type Delivery, formatBreakdown } from './chat-trace.js';
import { log, SERVER_URL } from './settings.js';
import { percentile } from './stats.js';

// pnpm bench:chat: delivery latency from a sender's socket on gateway A to the receiver's socket
// on gateway B (two processes, one Redis, PostgreSQL), at a fixed send rate; then the memory one
// gateway process holds per 1,000 idle connections. docs/BENCHMARKS.md has the figures.

const env = process.env;
const RATE = Number(env.BENCH_CHAT_RATE ?? 1000);
const SECONDS = Number(env.BENCH_CHAT_SECONDS ?? 10);
// 5 messages a second per sender: within the gateway's per-socket limit of 20 frames in 2 s,
// and over the default 10 s, 50 per sender: within MESSAGES_PER_MINUTE (60 in any minute).
const PAIRS = Number(env.BENCH_CHAT_PAIRS ?? 200);
const IDLE = Number(env.BENCH_IDLE_CONNECTIONS ?? 1000);
const REDIS_URL = env.REDIS_URL || 'redis://127.0.0.1:6379';
const TICK_MS = 10;

const REDIS_PREFIX = `bench-${randomUUID().slice(0, 8)}`;
const database = await createTestDatabase({ DATABASE_URL: SERVER_URL });
const gateways: GatewayProcess[] = [];
const sockets: BenchSocket[] = [];
try {
  const gatewayEnv = {
    DATABASE_URL: database.databaseUrl ?? '',
    REDIS_URL,
    REDIS_PREFIX,
  };
  const [gatewayA, gatewayB] = await Promise.all([
    startGateway(gatewayEnv),
    startGateway(gatewayEnv),
  ]);
  if (!gatewayA || !gatewayB) throw new Error('gateways did not start');
  gateways.push(gatewayA, gatewayB);

  log(`creating ${PAIRS} matched pairs`);
  const pairs = await createChatPairs(database.db, PAIRS);
  // Wall-clock ms, to set beside the gateways' own timestamps (chat-trace.ts).
  const now = () => performance.timeOrigin + performance.now();
  const sent = new Map<string, number>();
  const deliveries = new Map<string, Delivery>();
  const latencies: number[] = [];
  const senders: BenchSocket[] = [];
  for (const pair of pairs) {
    const sender = await openSocket(gatewayA.url, await pair.sender.ticket());
    const receiver = await openSocket(gatewayB.url, await pair.receiver.ticket());
    receiver.onFrame((frame) => {
      if (frame.type !== 'new_message') return;
      const arrivedAt = now();
      const message = frame.message as { id: string; createdAt: string; clientMessageId: string };
      const sentAt = sent.get(message.clientMessageId ?? '');
      if (sentAt === undefined) return;
      latencies.push(arrivedAt - sentAt);
      deliveries.set(message.clientMessageId, {
        sentAt,
        arrivedAt,
        messageId: message.id,
        createdAt: message.createdAt,
      });
    });
    senders.push(sender);
    sockets.push(sender, receiver);
  }

  const total = RATE * SECONDS;
  log(`sending ${total} messages at ${RATE}/s from gateway A to gateway B`);
  const started = performance.now();
  let next = 0;
  while (next < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE) + 1);
    for (; next < due; next += 1) {
      const pairIndex = next % pairs.length;
      const pair = pairs[pairIndex];
      const socket = senders[pairIndex];
      if (!pair || !socket) continue;
      const clientMessageId = randomUUID();
      sent.set(clientMessageId, now());
      socket.socket.send(
        JSON.stringify({
          type: 'send_message',
          matchId: pair.matchId,
          otherUserId: pair.receiver.userId,
          content: `Message ${next}`,
          clientMessageId,
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  const sendSeconds = (performance.now() - started) / 1000;
  const waitUntil = performance.now() + 30_000;
  while (latencies.length < total && performance.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const sorted = Float64Array.from(latencies).sort();
  const deliveredSeconds = (performance.now() - started) / 1000;
  const breakdown = formatBreakdown(deliveries, await gatewayA.trace(), await gatewayB.trace());

  for (const socket of sockets.splice(0)) socket.socket.close();
  const idleGateway = await startGateway(gatewayEnv);
  gateways.push(idleGateway);
  log(`opening ${IDLE} idle connections on a third gateway`);
  const people = await createPeople(database.db, IDLE);
  const tickets = await Promise.all(people.map((person) => person.ticket()));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const before = await idleGateway.rss();
  for (const ticket of tickets) sockets.push(await openSocket(idleGateway.url, ticket));
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const after = await idleGateway.rss();

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  process.stdout.write(
    [
      '',
      `${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
      `chat: ${total} messages over ${PAIRS} pairs, sent in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)}/s), gateway A -> Redis -> gateway B`,
      `delivered ${latencies.length} of ${total} (all by ${deliveredSeconds.toFixed(1)} s)`,
      `latency p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1] ?? Number.NaN)}`,
      breakdown,
      `idle connections: ${IDLE} sockets added ${((after - before) / 1024 / 1024).toFixed(1)} MB RSS to one gateway (${((after - before) / IDLE / 1024).toFixed(1)} KB each; ${(before / 1024 / 1024).toFixed(0)} MB before)`,
      '',
    ].join('\n'),
  );
  if (latencies.length < total) process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.socket.close();
  for (const gateway of gateways) await gateway.stop();
  await database.destroy();
  await deleteKeysUnderPrefix(REDIS_URL, REDIS_PREFIX);
}
