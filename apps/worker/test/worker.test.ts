import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../src/config.js';
import { createWorker, type Worker } from '../src/create-worker.js';

let dataDir: string;
let infrastructure: Infrastructure;
let worker: Worker;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-worker-'));
  infrastructure = await createTestInfrastructure();
  const config = loadWorkerConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  worker = await createWorker(config, { infrastructure, ownsInfrastructure: true });
});

afterAll(async () => {
  await worker.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('worker', () => {
  it('is not ready until its workers take jobs', async () => {
    const before = await worker.app.inject({ method: 'GET', url: '/readyz' });
    expect(before.statusCode).toBe(503);
    expect(before.json().checks.jobs).toBe('failing');
    await worker.start();
    const after = await worker.app.inject({ method: 'GET', url: '/readyz' });
    expect(after.statusCode).toBe(200);
    expect(after.json().checks.jobs).toBe('ok');
  });

  it('takes an email job from the queue and writes it to the outbox', async () => {
    await infrastructure.queue.enqueueAndWait(JOB_NAMES.emailSend, {
      template: 'password-reset',
      to: 'tama@example.nz',
      fullName: 'Tama',
      token: 'reset-token-value',
    });
    const outbox = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8');
    const email = JSON.parse(outbox.trim());
    expect(email.to).toBe('tama@example.nz');
    expect(email.subject).toBe('Reset your Starmatch password');
    expect(email.text).toContain('http://localhost:3000/reset-password?token=reset-token-value');
  });

  it('answers its probes', async () => {
    const alive = await worker.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.json()).toEqual({ status: 'ok' });
    // Like every service's answers, with the browser security headers.
    expect(alive.headers['x-frame-options']).toBe('DENY');
    expect(alive.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const ready = await worker.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });
});
