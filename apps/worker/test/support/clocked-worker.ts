import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import { afterAll, beforeAll } from 'vitest';
import { loadWorkerConfig } from '../../src/config.js';
import { createWorker, type Worker } from '../../src/create-worker.js';

export interface ClockedWorker {
  infrastructure: Infrastructure;
  worker: Worker;
  /** The worker's clock: tests move it instead of waiting. */
  clock: Date;
}

/**
 * A worker for a test file (not yet started) on its own infrastructure and a clock the test
 * moves, its scheduled jobs asked for every 50 ms: moving the clock to a new interval is enough
 * for each to be enqueued again. Closed after the file's last test.
 */
export function clockedWorkerPerFile(start: Date): ClockedWorker {
  const state = { clock: start } as ClockedWorker;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'starmatch-clocked-worker-'));
    state.infrastructure = await createTestInfrastructure();
    const config = loadWorkerConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    state.worker = await createWorker(config, {
      infrastructure: state.infrastructure,
      ownsInfrastructure: true,
      now: () => state.clock,
      unverifiedSweepIntervalMs: 50,
      retentionSweepIntervalMs: 50,
    });
  });
  afterAll(async () => {
    await state.worker?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return state;
}
