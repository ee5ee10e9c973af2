import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { createSession } from '@starmatch/db/queries/sessions';
import { createPerson } from '@starmatch/db/testing-people';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../src/config.js';
import { createWorker, type Worker } from '../src/create-worker.js';

// The retention timetable runs on its own in every worker (docs/PRODUCT.md "What we keep and
// for how long"); the rows' times are packages/domain's retention tests.

const HOUR_MS = 60 * 60 * 1000;

let dataDir: string;
let infrastructure: Infrastructure;
let worker: Worker;
/** The worker's clock: the test moves it instead of waiting. */
let clock = new Date('2027-05-01T00:00:00.000Z');
const expiresAt = new Date('2027-05-01T12:00:00.000Z');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-retention-'));
  infrastructure = await createTestInfrastructure();
  const config = loadWorkerConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  worker = await createWorker(config, {
    infrastructure,
    ownsInfrastructure: true,
    now: () => clock,
    // Every 50 ms, so moving the clock is enough: each new interval enqueues a sweep of its own.
    retentionSweepIntervalMs: 50,
  });
});

afterAll(async () => {
  await worker.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function sessionsLeft(tokenHash: string): Promise<number> {
  const rows = await infrastructure.database.db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .execute();
  return rows.length;
}

describe('the retention sweep', () => {
  it('runs on its own in the worker and deletes a session once it has expired', async () => {
    const userId = await createPerson(infrastructure.database.db);
    const { sessionId } = await createSession(infrastructure.database.db, {
      userId,
      userAgent: 'test',
    });
    await infrastructure.database.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', sessionId)
      .execute();

    clock = new Date(expiresAt.getTime() - HOUR_MS);
    await worker.start();
    expect(await infrastructure.queue.enqueueAndWait(JOB_NAMES.retentionSweep, {})).toMatchObject({
      sessions: 0,
    });
    expect(await sessionsLeft(sessionId)).toBe(1);

    clock = new Date(expiresAt.getTime() + HOUR_MS);
    await expect.poll(() => sessionsLeft(sessionId), { timeout: 10_000 }).toBe(0);
  });
});
