import { randomUUID } from 'node:crypto';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { lateBound } from '@starmatch/test-support/per-file';
import { describe, expect, it } from 'vitest';
import { shortChat } from './support/metrics-chat.js';
import { hasMetric, sample, scrape } from './support/metrics-scrape.js';
import { type RunningService, servicesPerFile } from './support/services-per-file.js';
import { signUp } from './support/signed-up-person.js';

// Each service process of the distributed mode serves its own /metrics on its METRICS_PORT.

const stack = servicesPerFile(['api', 'realtime', 'worker']);
const services = lateBound(() => {
  const [api, realtime, worker] = stack.services as [
    RunningService,
    RunningService,
    RunningService,
  ];
  return { api, realtime, worker };
});

const requests = 'http_request_duration_seconds_count';

describe('metrics of the distributed services', () => {
  it('count a short chat exactly, each process its own part', async () => {
    const { api, realtime } = services;
    const [apiBefore, gatewayBefore] = await Promise.all([
      scrape(api.metrics),
      scrape(realtime.metrics),
    ]);
    await shortChat(
      stack.database.db,
      { api: api.process.origin, gateway: realtime.process.origin },
      { overSocket: 4, overRest: 3 },
    );
    const [apiAfter, gatewayAfter] = await Promise.all([
      scrape(api.metrics),
      scrape(realtime.metrics),
    ]);
    const posted = { route: '/api/messages', method: 'POST', status_class: '2xx' };
    expect(sample(apiAfter, requests, posted) - sample(apiBefore, requests, posted)).toBe(3);
    const relayed = 'realtime_messages_relayed_total';
    expect(sample(gatewayAfter, relayed) - sample(gatewayBefore, relayed)).toBe(14);
    // The api relays nothing: it has no sockets.
    expect(hasMetric(apiAfter, relayed)).toBe(false);
    await expect
      .poll(async () => sample(await scrape(realtime.metrics), 'realtime_open_sockets'))
      .toBe(0);
    for (const text of [apiAfter, gatewayAfter]) {
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(hasMetric(text, 'nodejs_eventloop_lag_seconds')).toBe(true);
    }
  });

  it("time the worker's jobs and report its queues' depths from BullMQ", async () => {
    const { api, worker } = services;
    const emailsSent = { job: JOB_NAMES.emailSend, outcome: 'completed' };
    const before = sample(await scrape(worker.metrics), 'job_duration_seconds_count', emailsSent);
    const signup = await signUp(api.process.origin, { email: `${randomUUID()}@example.nz` });
    expect(signup.status).toBe(201);
    await expect
      .poll(
        async () => sample(await scrape(worker.metrics), 'job_duration_seconds_count', emailsSent),
        {
          timeout: 15_000,
        },
      )
      .toBe(before + 1);
    const text = await scrape(worker.metrics);
    for (const state of ['waiting', 'active', 'delayed']) {
      expect(sample(text, 'jobs_queued', { job: JOB_NAMES.emailSend, state })).toBe(0);
    }
  });

  it('are never served on the public ports', async () => {
    for (const { process } of stack.services) {
      const answer = await fetch(`${process.origin}/metrics`);
      expect(answer.status).toBe(404);
    }
  });
});
