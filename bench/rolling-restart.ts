import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { userChannel } from '@starmatch/contracts/bus-events';
import { queryRetryDelayMs } from '@starmatch/contracts/constants';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import { ProcessLogs, startService } from '@starmatch/test-support/service-process';
import { reconnectDelayMs } from '@starmatch/web/reconnect-delay';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import { createRedisEventBus } from '../packages/messaging/dist/redis-event-bus.js';
import { singleRedis } from '../packages/messaging/dist/redis-target.js';
import { createPeople } from './chat-people.js';
import { RestartClient } from './restart-client.js';
import {
  busiestSecond,
  perSecondSince,
  type RestartOutcome,
  restartReport,
} from './restart-report.js';
import { log, SERVER_URL, silentLogger } from './settings.js';

// pnpm bench:restart: one of two gateways holding idle sockets is restarted, and its clients
// come back to the other. Printed: ticket requests per second (each a database write) with the
// drain window and the SPA's jittered backoff, against today's behaviour in the same run (every
// socket closed at once, every tab back after exactly 1 s). docs/BENCHMARKS.md "Rolling restart".

const env = process.env;
const SOCKETS = Number(env.BENCH_RESTART_SOCKETS ?? 5000);
const WINDOW_MS = Number(env.BENCH_RESTART_WINDOW_MS ?? 10_000);
const REDIS_URL = env.REDIS_URL || 'redis://127.0.0.1:6379';
/** The spread run's busiest second, at most this share of today's spike. */
const TARGET_RATIO = 0.5;
const OPENING_CONCURRENCY = 20;
/** Every moved socket must be back within the window plus this. */
const RECONNECT_MARGIN_MS = 60_000;
const EVENT_DEADLINE_MS = 30_000;

const REDIS_PREFIX = `bench-${randomUUID().slice(0, 8)}`;

type Person = Awaited<ReturnType<typeof createPeople>>[number];

async function inParallel(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) await work(index);
  };
  await Promise.all(Array.from({ length: OPENING_CONCURRENCY }, worker));
}

function deadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function restartOnce(
  name: string,
  windowMs: number,
  delay: (attempt: number) => number,
  people: readonly Person[],
  databaseUrl: string,
): Promise<RestartOutcome> {
  const logs = new ProcessLogs();
  const gatewayEnv = (drainWindowMs: number) => ({
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX,
    // Every bench socket comes from 127.0.0.1: the per-address cap is for the internet.
    WS_UPGRADES_PER_MINUTE: '1000000',
    GATEWAY_DRAIN_WINDOW_MS: String(drainWindowMs),
  });
  const script = 'apps/realtime/dist/main.js';
  const [restarted, staying] = await Promise.all([
    startService(`${name}-a`, script, gatewayEnv(windowMs), logs),
    startService(`${name}-b`, script, gatewayEnv(0), logs),
  ]);
  const wsUrl = (origin: string) => `${origin.replace(/^http/, 'ws')}/ws`;
  // The balancer: first both gateways in turn, then, once A stops being ready, B alone.
  let ready = [wsUrl(restarted.origin), wsUrl(staying.origin)];
  const moved = Math.ceil(people.length / 2);
  const ticketTimes: number[] = [];
  const failures: string[] = [];
  let counting = false;
  let back = 0;
  let lastBack = 0;
  let allBack: () => void = () => undefined;
  const everyoneBack = new Promise<void>((resolve) => {
    allBack = resolve;
  });
  const heard = new Set<string>();
  let allHeard: () => void = () => undefined;
  const everyoneHeard = new Promise<void>((resolve) => {
    allHeard = resolve;
  });
  const clients = people.map(
    (person, index) =>
      new RestartClient(person.userId, {
        ticket: () => {
          if (counting) ticketTimes.push(performance.now());
          return person.ticket();
        },
        target: () => ready[index % ready.length] ?? '',
        delay,
        onConnected: () => {
          if (!counting) return;
          back += 1;
          lastBack = performance.now();
          if (back === moved) allBack();
        },
        onFrame: (client, frame) => {
          if (frame.type !== 'typing') return;
          heard.add(client.userId);
          if (heard.size === people.length) allHeard();
        },
        onFailure: (client, reason) => failures.push(`${client.userId}: ${reason}`),
      }),
  );
  const bus = createRedisEventBus({
    redis: singleRedis(REDIS_URL),
    prefix: REDIS_PREFIX,
    logger: silentLogger,
  });
  try {
    log(`${name}: opening ${people.length} sockets over two gateways`);
    await inParallel(clients.length, (index) => clients[index]?.open() ?? Promise.resolve());
    log(`${name}: SIGTERM to gateway A (drain window ${windowMs} ms)`);
    counting = true;
    const start = performance.now();
    ready = [wsUrl(staying.origin)];
    const exited = restarted.stop();
    await deadline(everyoneBack, windowMs + RECONNECT_MARGIN_MS, `${name}: ${moved} sockets back`);
    await exited;
    counting = false;
    const lastBackMs = lastBack - start;
    const reconnected = clients.filter(
      (client, index) => index % 2 === 0 && client.connections === 2,
    ).length;
    // Nothing lost: every socket, moved or not, hears an event published to its person now.
    log(`${name}: publishing one event to each of ${people.length} people`);
    await Promise.all(
      people.map((person) =>
        bus.publish(userChannel(person.userId), {
          type: 'typing',
          matchId: randomUUID(),
          userId: randomUUID(),
          isTyping: true,
        }),
      ),
    );
    await deadline(everyoneHeard, EVENT_DEADLINE_MS, `${name}: event heard`).catch((error) =>
      failures.push(String(error)),
    );
    return {
      name,
      windowMs,
      moved,
      perSecond: perSecondSince(start, ticketTimes),
      peak: busiestSecond(ticketTimes),
      tickets: ticketTimes.length,
      lastBackMs,
      reconnected,
      delivered: heard.size,
      failures,
    };
  } catch (error) {
    process.stderr.write(logs.text().split('\n').slice(-40).join('\n'));
    throw error;
  } finally {
    for (const client of clients) client.stop();
    await bus.close();
    await Promise.all([restarted.stop(), staying.stop()]);
  }
}

const loadBefore = loadavg();
const database = await createTestDatabase({ DATABASE_URL: SERVER_URL });
try {
  log(`creating ${SOCKETS} people with a session each`);
  const people = (
    await Promise.all(
      Array.from({ length: OPENING_CONCURRENCY }, (_, group) =>
        createPeople(
          database.db,
          Math.floor(SOCKETS / OPENING_CONCURRENCY) +
            (group < SOCKETS % OPENING_CONCURRENCY ? 1 : 0),
        ),
      ),
    )
  ).flat();
  const databaseUrl = database.databaseUrl ?? '';
  // Today: every socket closed at once, every tab back after queryRetryDelayMs(0), exactly 1 s.
  const today = await restartOnce('today', 0, queryRetryDelayMs, people, databaseUrl);
  const spread = await restartOnce('spread', WINDOW_MS, reconnectDelayMs, people, databaseUrl);
  const report = restartReport({
    sockets: SOCKETS,
    loadBefore,
    today,
    spread,
    targetRatio: TARGET_RATIO,
  });
  process.stdout.write(report.text);
  if (!report.passed) process.exitCode = 1;
} finally {
  await database.destroy();
  await deleteKeysUnderPrefix(singleRedis(REDIS_URL), REDIS_PREFIX);
}
