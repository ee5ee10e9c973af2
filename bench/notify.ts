import { cpus, loadavg } from 'node:os';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import { ProcessLogs, startService } from '../packages/test-support/dist/service-process.js';
import { messageIdOf, startSmtpSink } from '../packages/test-support/dist/smtp-sink.js';
import { conversations, sendMessages } from './notify-people.js';
import { processCpuMs } from './process-cpu.js';
import { percentile } from './stats.js';

// pnpm bench:notify: 20,000 message events from 2,000 conversations within one minute, taken
// and sent by one worker process (its outbox relay takes the events, as it does for a process
// that died after committing them), emails to an SMTP sink. Prints what was sent per channel,
// the worker's CPU per event beside its idle CPU over the same time, and the time from each
// email's due time to the sink. Exits 1 when a target is missed. docs/BENCHMARKS.md.

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 2_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const FEED_MS = 60_000;
const TICK_MS = 100;
/** The message delay, shortened from 15 minutes so the run takes two minutes, not seventeen. */
const DELAY_MS = 10_000;
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGETS = { cpuMsPerEvent: 1, p99DueToSinkMs: 2_000 };

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
  },
  logs,
).catch(async (error: unknown) => {
  await database.destroy();
  throw error;
});

try {
  const pairs = await conversations(database.db, CONVERSATIONS);
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
  const finishedMs = Date.now() - started;
  const lastEmailMs = Math.max(...arrivals.values()) - started;
  const busyCpu = (await processCpuMs(worker.pid)) - cpuStart;
  const cpuPerEvent = (busyCpu - (idleCpuPerSecond * finishedMs) / 1000) / EVENTS;

  const rows = await database.db
    .selectFrom('notifications')
    .select(['id', 'channel', 'status', 'first_event_at'])
    .execute();
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
    `| pushes sent | ${pushes} | (no device has push on in this run) |`,
    `| worker CPU, idle baseline (ms per s) | ${idleCpuPerSecond.toFixed(1)} | |`,
    `| worker CPU per event, above idle (ms) | ${cpuPerEvent.toFixed(3)} | ≤ ${TARGETS.cpuMsPerEvent} |`,
    `| due time to SMTP sink, p50 / p99 (ms) | ${percentile(lags, 0.5).toFixed(0)} / ${p99.toFixed(0)} | p99 ≤ ${TARGETS.p99DueToSinkMs} |`,
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  const missed = [
    emails > CONVERSATIONS && 'more than one email per conversation',
    cpuPerEvent > TARGETS.cpuMsPerEvent && 'worker CPU per event',
    p99 > TARGETS.p99DueToSinkMs && 'p99 from due time to the sink',
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
  await database.destroy();
}
