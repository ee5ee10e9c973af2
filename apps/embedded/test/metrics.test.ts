import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { freePort } from '@starmatch/test-support/free-port';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEmbeddedConfig } from '../src/config.js';
import { type EmbeddedApp, startEmbedded } from '../src/start-embedded.js';
import { shortChat } from './support/metrics-chat.js';
import { hasMetric, sample, scrape } from './support/metrics-scrape.js';
import { signUp } from './support/signed-up-person.js';

// The single process measures its api, gateway and worker into one registry, served on
// METRICS_PORT alone (PGlite and the in-process queue, or PostgreSQL and Redis when given).

let dataDir: string;
let serverDatabase: TestDatabase | undefined;
let embedded: EmbeddedApp;
let origin: string;
let metricsOrigin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-metrics-'));
  if (process.env.DATABASE_URL) serverDatabase = await createTestDatabase();
  const metricsPort = await freePort();
  const config = loadEmbeddedConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_PORT: String(metricsPort),
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...(serverDatabase?.databaseUrl ? { DATABASE_URL: serverDatabase.databaseUrl } : {}),
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `test-${randomUUID()}` }
      : {}),
  });
  embedded = await startEmbedded(config, pino({ level: 'silent' }));
  await embedded.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(embedded.app.server.address() as AddressInfo).port}`;
  metricsOrigin = `http://127.0.0.1:${metricsPort}`;
}, 60_000);

afterAll(async () => {
  await embedded?.close();
  await serverDatabase?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const messagesPosted = {
  route: '/api/messages',
  method: 'POST',
  status_class: '2xx',
};
const ticketsTaken = { route: '/api/realtime/ticket', method: 'POST', status_class: '2xx' };
const requests = 'http_request_duration_seconds_count';

describe('metrics of the single process', () => {
  it('count a short chat exactly: messages relayed, requests by route, open sockets', async () => {
    const before = await scrape(metricsOrigin);
    await shortChat(
      embedded.infrastructure.database.db,
      { api: origin, gateway: origin },
      { overSocket: 3, overRest: 2 },
    );
    const after = await scrape(metricsOrigin);
    const moved = (name: string, labels?: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    // Five messages, each reaching both people's sockets.
    expect(moved('realtime_messages_relayed_total')).toBe(10);
    expect(moved(requests, messagesPosted)).toBe(2);
    expect(moved(requests, ticketsTaken)).toBe(2);
    expect(sample(after, requests, { ...messagesPosted, route: '/api/messages/:matchId' })).toBe(0);
    await expect
      .poll(async () => sample(await scrape(metricsOrigin), 'realtime_open_sockets'))
      .toBe(0);
  });

  it('time the jobs a request queues, and report the queues as empty once they ran', async () => {
    const emailsSent = { job: JOB_NAMES.emailSend, outcome: 'completed' };
    const before = sample(await scrape(metricsOrigin), 'job_duration_seconds_count', emailsSent);
    const signup = await signUp(origin, { email: `${randomUUID()}@example.nz` });
    expect(signup.status).toBe(201);
    await expect
      .poll(async () =>
        sample(await scrape(metricsOrigin), 'job_duration_seconds_count', emailsSent),
      )
      .toBe(before + 1);
    const after = await scrape(metricsOrigin);
    for (const state of ['waiting', 'active', 'delayed']) {
      expect(sample(after, 'jobs_queued', { job: JOB_NAMES.emailSend, state })).toBe(0);
    }
    expect(hasMetric(after, 'jobs_queued')).toBe(true);
  });

  it("report the process: event loop lag, Node's defaults, the pool on PostgreSQL", async () => {
    const text = await scrape(metricsOrigin);
    expect(hasMetric(text, 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(hasMetric(text, 'process_cpu_user_seconds_total')).toBe(true);
    expect(hasMetric(text, 'nodejs_heap_size_used_bytes')).toBe(true);
    if (serverDatabase) {
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(hasMetric(text, 'db_pool_connections')).toBe(false);
    }
  });

  it('are not served on the public port, and nothing but /metrics on their own', async () => {
    const publicScrape = await fetch(`${origin}/metrics`, { headers: { accept: 'text/plain' } });
    expect(publicScrape.status).toBe(404);
    expect(await publicScrape.text()).not.toContain('nodejs_');
    expect((await fetch(`${metricsOrigin}/`)).status).toBe(404);
    expect((await fetch(`${metricsOrigin}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
