import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import { measureIdleConnections } from './chat-idle-connections.js';
import type { ChatLoadResult } from './chat-load.js';
import { measureOurs } from './chat-ours.js';
import { createChatPairs } from './chat-people.js';
import { checkChatTargets, formatComparison } from './chat-targets.js';
import { formatTargets } from './feed-targets.js';
import { measureSocketIoPeer } from './peers/socket-io-peer.js';
import { log, SERVER_URL } from './settings.js';

// pnpm bench:chat: delivery latency from a sender's socket on gateway A to the receiver's socket
// on gateway B (two processes, one Redis, PostgreSQL), at a fixed send rate, with where the time
// goes; the same load through a Socket.IO + redis-adapter relay (bench/peers/) in the same run;
// then the memory one gateway process holds per 1,000 idle connections. Exits 1 when a target
// of chat-targets.ts is missed. docs/BENCHMARKS.md has the figures.

const env = process.env;
const RATE = Number(env.BENCH_CHAT_RATE ?? 1000);
// 5 messages a second per sender: within the gateway's per-socket limit of 20 frames in 2 s,
// and over the default 10 s, 50 per sender: within MESSAGES_PER_MINUTE (60 in any minute).
const SECONDS = Number(env.BENCH_CHAT_SECONDS ?? 10);
const PAIRS = Number(env.BENCH_CHAT_PAIRS ?? 200);
const IDLE = Number(env.BENCH_IDLE_CONNECTIONS ?? 1000);
const REDIS_URL = env.REDIS_URL || 'redis://127.0.0.1:6379';

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const REDIS_PREFIX = `bench-${randomUUID().slice(0, 8)}`;
const database = await createTestDatabase({ DATABASE_URL: SERVER_URL });
try {
  const serverEnv = { DATABASE_URL: database.databaseUrl ?? '', REDIS_URL, REDIS_PREFIX };
  const loadAtStart = loadAverage();
  log(`creating ${PAIRS} matched pairs`);
  const pairs = await createChatPairs(database.db, PAIRS);
  const load = { rate: RATE, seconds: SECONDS };

  log(`ours: ${RATE * SECONDS} messages at ${RATE}/s from gateway A to gateway B`);
  const ours = await measureOurs(serverEnv, pairs, load);
  log(`Socket.IO + redis-adapter: the same from relay A to relay B`);
  const peer = await measureSocketIoPeer(serverEnv, pairs, load);
  const loadAtEnd = loadAverage();

  const idle = IDLE > 0 ? await measureIdleConnections(database.db, IDLE, serverEnv) : '';
  const checks = checkChatTargets(ours.result, peer);
  const summary = (result: ChatLoadResult) =>
    `delivered ${result.delivered} of ${result.sent}, sent in ${result.sendSeconds.toFixed(1)} s, all by ${result.deliveredSeconds.toFixed(1)} s`;
  process.stdout.write(
    [
      '',
      `${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
      `chat: ${RATE}/s for ${SECONDS} s over ${PAIRS} pairs, sender on one server, receiver on the other`,
      `ours: ${summary(ours.result)}`,
      `Socket.IO + redis-adapter: ${summary(peer)}`,
      '',
      ours.breakdown,
      '',
      idle,
      '',
      formatComparison(ours.result, peer),
      '',
      `load average at start ${loadAtStart}, at end ${loadAtEnd}`,
      formatTargets(checks),
      '',
    ].join('\n'),
  );
  if (checks.some((check) => !check.met)) process.exitCode = 1;
} finally {
  await database.destroy();
  await deleteKeysUnderPrefix(REDIS_URL, REDIS_PREFIX);
}
