import { cpus, loadavg } from 'node:os';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import {
  makeVapidKeys,
  PUSH_SERVICE_CA_PATH,
  startPushService,
} from '../packages/test-support/dist/push-service.js';
import { ProcessLogs, startService } from '../packages/test-support/dist/service-process.js';
import { messageIdOf, startSmtpSink } from '../packages/test-support/dist/smtp-sink.js';
import { conversations, pushDevices, sendMessages } from './notify-people.js';
import { processCpuMs } from './process-cpu.js';
import { percentile } from './stats.js';

// pnpm bench:notify: 20,000 message events from 2,000 conversations within one minute, taken
// and sent by one worker process (its outbox relay takes the events, as it does for a process
// that died after committing them), emails to an SMTP sink and pushes to a stand-in push service
// (every receiver has push on; each push decrypted as the phone would). Prints what was sent per
// channel, the worker's CPU per event beside its idle CPU over the same time, the time from each
// email's due time to the sink, and from each push's first event to the push service. Exits 1
// when a target is missed. docs/BENCHMARKS.md.

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 2_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const FEED_MS = 60_000;
const TICK_MS = 100;
/** The message delay, shortened from 15 minutes so the run takes two minutes, not seventeen. */
const DELAY_MS = 10_000;
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGETS = { cpuMsPerEvent: 1, p99DueToSinkMs: 2_000, p99EventToPushMs: 2_000 };

async function until(done: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const loadBefore = load();
const database = await createTestDatabase({ DATABASE_URL: SERVER_URL });
const arrivals = new Map<string, number>();
const smtp = await startSmtpSink({
  answers(message) {
    const id = messageIdOf(message);
    if (!arrivals.has(id)) arrivals.set(id, Date.now());
    return true;
  },
});
const pushService = await startPushService();
const vapid = makeVapidKeys();
const logs = new ProcessLogs();
const worker = await startService(
  'worker',
  'apps/worker/dist/main.js',
  {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.databaseUrl ?? '',
    REDIS_URL,
    REDIS_PREFIX: `bench-notify-${process.pid}`,
    DATA_DIR: '/tmp/starmatch-bench-notify',
    SMTP_URL: smtp.url,
    NOTIFY_MESSAGE_EMAIL_DELAY_MS: String(DELAY_MS),
    NOTIFY_QUIET_HOURS: 'off',
    NOTIFY_DAILY_EMAIL_CAP: '1000',
    OUTBOX_RELAY_GRACE_MS: '0',
    OUTBOX_RELAY_INTERVAL_MS: '50',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CA_PATH,
  },
  logs,
  // BENCH_WORKER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": where the worker's time goes.
  { nodeArgs: process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [] },
).catch(async (error: unknown) => {
  await database.destroy();
  throw error;
});

try {
  const pairs = await conversations(database.db, CONVERSATIONS);
  // BENCH_PUSH=off: nobody has push on, for the email half's cost alone.
  const phones = await pushDevices(
    database.db,
    process.env.BENCH_PUSH === 'off' ? [] : pairs.map((pair) => pair.receiverId),
    pushService,
  );
  // Idle: what the worker costs doing nothing, over 5 s, as the baseline per second.
  const idleStart = await processCpuMs(worker.pid);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idleCpuPerSecond = ((await processCpuMs(worker.pid)) - idleStart) / 5;

  const started = Date.now();
  const cpuStart = await processCpuMs(worker.pid);
  const ticks = FEED_MS / TICK_MS;
  let sent = 0;
  for (let tick = 0; tick < ticks; tick += 1) {
    const upTo = Math.round(((tick + 1) * EVENTS) / ticks);
    // Round robin: each conversation's messages spread over the minute.
    const batch = [];
    for (; sent < upTo; sent += 1) batch.push(pairs[sent % pairs.length] ?? pairs[0]);
    await sendMessages(
      database.db,
      batch.filter((pair) => pair !== undefined),
    );
    const next = started + (tick + 1) * TICK_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  const fedMs = Date.now() - started;
  await smtp.until(() => arrivals.size >= CONVERSATIONS);
  // Every pending push sent: none left waiting, none being sent.
  await until(async () => {
    const left = await database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('channel', '=', 'push')
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow();
    return Number(left.count) === 0;
  });
  const finishedMs = Date.now() - started;
  const lastEmailMs = Math.max(...arrivals.values()) - started;
  const busyCpu = (await processCpuMs(worker.pid)) - cpuStart;
  const cpuPerEvent = (busyCpu - (idleCpuPerSecond * finishedMs) / 1000) / EVENTS;

  const rows = await database.db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'channel', 'status', 'first_event_at'])
    .orderBy('first_event_at')
    .execute();
  // A person's pushes arrive in the order their notifications were started: the n-th push a
  // phone got is the n-th push notification sent to its owner.
  const pushLags: number[] = [];
  const sentPushes = new Map<string, Date[]>();
  for (const row of rows) {
    if (row.channel !== 'push' || row.status !== 'sent') continue;
    sentPushes.set(row.user_id, [...(sentPushes.get(row.user_id) ?? []), row.first_event_at]);
  }
  let pushesReceived = 0;
  for (const [userId, phone] of phones) {
    const firstEvents = sentPushes.get(userId) ?? [];
    pushesReceived += phone.pushes.length;
    phone.pushes.forEach((push, index) => {
      const firstEvent = firstEvents[index];
      if (firstEvent) pushLags.push(push.receivedAt - firstEvent.getTime());
    });
  }
  const pushLagsSorted = new Float64Array(pushLags.sort((a, b) => a - b));
  const pushP99 = percentile(pushLagsSorted, 0.99);
  const dueOf = new Map(
    rows.map((row) => [
      `<notification-${row.id}@starmatch.nz>`,
      row.first_event_at.getTime() + DELAY_MS,
    ]),
  );
  const lags = new Float64Array(
    [...arrivals].map(([id, at]) => at - (dueOf.get(id) ?? at)).sort((a, b) => a - b),
  );
  const emails = rows.filter((row) => row.channel === 'email' && row.status === 'sent').length;
  const pushes = rows.filter((row) => row.channel === 'push' && row.status === 'sent').length;
  const p99 = percentile(lags, 0.99);
  const out = [
    `\n${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
    `load average before ${loadBefore}, after ${load()}`,
    `${EVENTS} message events from ${CONVERSATIONS} conversations fed in ${(fedMs / 1000).toFixed(1)} s; last email at ${(lastEmailMs / 1000).toFixed(1)} s`,
    '',
    '| figure | value | target |',
    '| --- | ---: | ---: |',
    `| emails sent | ${emails} | ≤ ${CONVERSATIONS} (one per conversation) |`,
    `| emails accepted by the sink (with repeats) | ${smtp.messages.length} | |`,
    `| pushes sent / received by the push service | ${pushes} / ${pushesReceived} | one per notification |`,
    `| pushes the push service refused | ${pushService.refusals.length} | 0 |`,
    pushLags.length === 0
      ? `| first event to push service, p50 / p99 (ms) | no pushes | p99 ≤ ${TARGETS.p99EventToPushMs} |`
      : `| first event to push service, p50 / p99 (ms) | ${percentile(pushLagsSorted, 0.5).toFixed(0)} / ${pushP99.toFixed(0)} | p99 ≤ ${TARGETS.p99EventToPushMs} |`,
    `| worker CPU, idle baseline (ms per s) | ${idleCpuPerSecond.toFixed(1)} | |`,
    `| worker CPU per event, above idle (ms) | ${cpuPerEvent.toFixed(3)} | ≤ ${TARGETS.cpuMsPerEvent} |`,
    `| due time to SMTP sink, p50 / p99 (ms) | ${percentile(lags, 0.5).toFixed(0)} / ${p99.toFixed(0)} | p99 ≤ ${TARGETS.p99DueToSinkMs} |`,
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  const missed = [
    emails > CONVERSATIONS && 'more than one email per conversation',
    cpuPerEvent > TARGETS.cpuMsPerEvent && 'worker CPU per event',
    p99 > TARGETS.p99DueToSinkMs && 'p99 from due time to the sink',
    pushP99 > TARGETS.p99EventToPushMs && 'p99 from first event to the push service',
    (pushesReceived !== pushes || pushService.refusals.length > 0) && 'every push received once',
  ].filter(Boolean);
  if (missed.length > 0) {
    process.stdout.write(`targets missed: ${missed.join(', ')}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write('every target met\n');
  }
} finally {
  await worker.stop();
  await smtp.close();
  await pushService.close();
  await database.destroy();
}
