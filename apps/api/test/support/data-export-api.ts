import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '@starmatch/db/migrate';
import { domainContextFor } from '@starmatch/domain/context';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import { loadWorkerConfig } from '@starmatch/worker/config';
import { createWorker } from '@starmatch/worker/create-worker';
import { pino } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadApiConfig } from '../../src/config.js';
import { createApi } from '../../src/create-api.js';
import type { TestApi } from './test-api.js';

export interface DataExportApi {
  api: TestApi;
  uploadDir: string;
  /** Moves the one clock of the api's and the worker's rules forward. */
  advance(ms: number): void;
  /** The emails the worker wrote to its outbox so far. */
  emails(): Promise<{ to: string; subject: string; text: string }[]>;
}

/**
 * The api and a real worker sharing one infrastructure, one moved clock and one upload folder,
 * as the single process runs them (and as two processes do on PostgreSQL and Redis), so the
 * data export's job goes through the queue to the worker's processor.
 */
export function dataExportApiPerFile(take: (started: DataExportApi) => void): void {
  let close = async () => {};
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'starmatch-export-'));
    const uploadDir = join(dataDir, 'uploads');
    let offsetMs = 0;
    const now = () => new Date(Date.now() + offsetMs);
    const infrastructure = await createTestInfrastructure();
    await migrateToLatest(infrastructure.database.db);
    const domain = domainContextFor(infrastructure, pino({ level: 'silent' }), now);
    const env = { LOG_LEVEL: 'silent', DATA_DIR: dataDir, UPLOAD_DIR: uploadDir };
    const app = await createApi(loadApiConfig(env), { infrastructure, domain });
    await app.ready();
    const worker = await createWorker(loadWorkerConfig(env), { infrastructure, domain, now });
    await worker.start();
    close = async () => {
      await app.close();
      await worker.close();
      await domain.close();
      await infrastructure.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    take({
      api: { app, infrastructure, db: infrastructure.database.db, close: () => app.close() },
      uploadDir,
      advance: (ms) => {
        offsetMs += ms;
      },
      emails: async () => {
        const text = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
        return text
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line));
      },
    });
  });
  afterAll(async () => {
    await close();
  });
}

/** Waits until the export the person asked for is no longer preparing; its state. */
export async function settledExport(api: TestApi, token: string) {
  let state: { export: { id: string; status: string } | null } | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.app.inject({
          method: 'GET',
          url: '/api/user/data-export',
          headers: { authorization: `Bearer ${token}` },
        });
        state = response.json();
        return state?.export?.status;
      },
      { timeout: 20_000 },
    )
    .not.toBe('preparing');
  return state as { export: { id: string; status: string; readyAt: string; expiresAt: string } } & {
    nextRequestAt: string | null;
  };
}
