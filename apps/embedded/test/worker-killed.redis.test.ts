import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_NAMES, JOB_SETTINGS } from '@starmatch/contracts/jobs';
import { findEmailDelivery } from '@starmatch/db/queries/email-deliveries';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { createMessaging, type Messaging } from '@starmatch/messaging/create-messaging';
import { singleRedis } from '@starmatch/messaging/redis-target';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import {
  ProcessLogs,
  type ServiceProcess,
  startService,
} from '@starmatch/test-support/service-process';
import { type SmtpSink, startSmtpSink } from '@starmatch/test-support/smtp-sink';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A worker process killed (SIGKILL) in the middle of sending an email, and another started in
// its place: the job runs again there within seconds (BullMQ's lock lapses and the stalled
// check puts it back), and the email goes out once.
const redisUrl = process.env.REDIS_URL ?? '';
let database: TestDatabase;
let smtp: SmtpSink;
let producer: Messaging;
let dataDir: string;
const redisPrefix = `test-${randomUUID().slice(0, 8)}`;
const logs = new ProcessLogs();
const workers: ServiceProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // The first connection hangs after the greeting, so the worker sending on it stays busy until
  // killed; every later one is served.
  smtp = await startSmtpSink({ serves: (connection) => connection > 1 });
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-worker-killed-'));
  producer = createMessaging({
    redis: singleRedis(redisUrl),
    prefix: redisPrefix,
    settings: JOB_SETTINGS,
    logger: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await producer?.queue.close();
  await producer?.bus.close();
  await producer?.limiter.close();
  await producer?.sockets.close();
  await smtp?.close();
  await database?.destroy();
  await deleteKeysUnderPrefix(singleRedis(redisUrl), redisPrefix);
  await rm(dataDir, { recursive: true, force: true });
});

function startWorker(name: string): Promise<ServiceProcess> {
  return startService(
    name,
    'apps/worker/dist/main.js',
    {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.databaseUrl ?? '',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
    },
    logs,
  ).then((worker) => {
    workers.push(worker);
    return worker;
  });
}

describe('a worker killed while sending an email', () => {
  it('leaves the job to the next worker, which sends it once', { timeout: 60_000 }, async () => {
    await startWorker('worker-1');
    const jobId = await producer.queue.enqueue(JOB_NAMES.emailSend, {
      template: 'password-reset',
      to: 'mere@example.nz',
      fullName: 'Mere',
      token: 'reset-token',
    });
    await smtp.until(() => smtp.connections() > 0);
    const [killed] = workers.splice(0);
    process.kill(killed?.pid ?? 0, 'SIGKILL');
    await killed?.stop();

    await startWorker('worker-2');
    await expect
      .poll(() => findEmailDelivery(database.db, jobId), { timeout: 30_000, interval: 200 })
      .toMatchObject({ template: 'password-reset' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain(`Message-ID: <${jobId}@starmatch.nz>`);
    expect(logs.text()).toMatch(/\[worker-2\] .*"jobId":"[^"]+".*job stalled; running it again/);
    // Every line either worker wrote is pino JSON: no raw stack traces.
    expect(logs.nonJsonLines()).toEqual([]);
  });
});
