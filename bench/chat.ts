import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import { measureIdleConnections } from './chat-idle-connections.js';
import { startOurs } from './chat-ours.js';
import { createChatPairs } from './chat-people.js';
import { checkChatTargets, formatComparison } from './chat-targets.js';
import type { MeasuredChat } from './chat-transport.js';
import { formatTargets } from './deck-targets.js';
import { startSocketIoPeer } from './peers/socket-io-peer.js';
import { log, SERVER_URL } from './settings.js';

// pnpm bench:chat: delivery latency from a sender's socket on gateway A to the receiver's socket
// on gateway B (two processes, one Redis, PostgreSQL), at a fixed send rate, with where the time
// goes; the same load through a Socket.IO + redis-adapter relay (bench/peers/) in the same run;
// then the memory one gateway process holds per 1,000 idle connections. Exits 1 when a target
// of chat-targets.ts is missed. docs/BENCHMARKS.md has the figures.

const env = process.env;
const RATE = Number(env.BENCH_CHAT_RATE ?? 1000);
// 5 messages a second per sender: within the gateway's per-socket limit of 20 frames in 2 s,
// and over the default 10 s (and a warm-up message), 51 per sender: within MESSAGES_PER_MINUTE.
const SECONDS = Number(env.BENCH_CHAT_SECONDS ?? 10);
// The timed seconds go in this many slices, ours and the peer's taking turns (each round in the
// other order), so a burst of other work on the machine does not land on one of them only.
const ROUNDS = Number(env.BENCH_CHAT_ROUNDS ?? 5);
const PAIRS = Number(env.BENCH_CHAT_PAIRS ?? 200);
const IDLE = Number(env.BENCH_IDLE_CONNECTIONS ?? 1000);
const REDIS_URL = env.REDIS_URL || 'redis://127.0.0.1:6379';

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const REDIS_PREFIX = `bench-${randomUUID().slice(0, 8)}`;
const database = await createTestDatabase({ DATABASE_URL: SERVER_URL });
const running: MeasuredChat[] = [];
try {
  const serverEnv = { DATABASE_URL: database.databaseUrl ?? '', REDIS_URL, REDIS_PREFIX };
  log(`creating ${PAIRS} matched pairs`);
  const pairs = await createChatPairs(database.db, PAIRS);
  const ours = await startOurs(serverEnv, pairs);
  running.push(ours);
  const peer = await startSocketIoPeer(serverEnv, pairs);
  running.push(peer);

  const loadAtStart = loadAverage();
  log('a first message in each conversation, untimed, through each');
  await ours.load.warmUp(RATE);
  await peer.load.warmUp(RATE);
  log(`${RATE * SECONDS} messages at ${RATE}/s through each, in ${ROUNDS} turns`);
  for (let round = 0; round < ROUNDS; round += 1) {
    const turns = round % 2 === 0 ? [ours, peer] : [peer, ours];
    for (const chat of turns) await chat.load.run(RATE, SECONDS / ROUNDS);
  }
  const loadAtEnd = loadAverage();
  const breakdown = await ours.report();
  const peerProblems = await peer.report();
  const oursResult = ours.load.result();
  const peerResult = peer.load.result();
  for (const chat of running.splice(0)) await chat.stop();

  const idle = IDLE > 0 ? await measureIdleConnections(database.db, IDLE, serverEnv) : '';
  const checks = checkChatTargets(oursResult, peerResult);
  process.stdout.write(
    [
      '',
      `${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
      `chat: ${RATE}/s for ${SECONDS} s over ${PAIRS} pairs, sender on one server, receiver on the other`,
      '',
      breakdown,
      peerProblems,
      '',
      idle,
      '',
      formatComparison(oursResult, peerResult),
      '',
      `load average at start ${loadAtStart}, at end ${loadAtEnd}`,
      formatTargets(checks),
      '',
    ].join('\n'),
  );
  if (checks.some((check) => !check.met) || peerProblems !== '') process.exitCode = 1;
} finally {
  for (const chat of running) await chat.stop();
  await database.destroy();
  await deleteKeysUnderPrefix({ kind: 'single', url: REDIS_URL }, REDIS_PREFIX);
}
