import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { readFeed } from '@starmatch/db/queries/feed';
import { createPerson } from '@starmatch/db/testing-people';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../src/config.js';
import { createWorker, type Worker } from '../src/create-worker.js';

// docs/ARCHITECTURE.md "Matching and decks": a profile save asks for a deck.build that runs at most one
// window (DECK_BUILD_WINDOW_MS in apps/api, 1 s) later; its fan-out puts the person into the
// decks of everyone who can see them. This drives that job through the real queue and worker.
const WINDOW_MS = 1000;
const BOUND_MS = WINDOW_MS + 2000;

let dataDir: string;
let infrastructure: Infrastructure;
let worker: Worker;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-deck-'));
  infrastructure = await createTestInfrastructure();
  const config = loadWorkerConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  worker = await createWorker(config, { infrastructure, ownsInfrastructure: true });
  await worker.start();
});

afterAll(async () => {
  await worker.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a newly complete profile', () => {
  it("reaches the feed of someone who can see it within the bound, and not anyone else's", async () => {
    const db = infrastructure.database.db;
    const viewer = await createPerson(db, { gender: 'Female', sign: 'aries' });
    const elsewhere = await createPerson(db, { gender: 'Female', preferredCities: ['Hamilton'] });
    await infrastructure.queue.enqueueAndWait(JOB_NAMES.deckBuild, {
      userId: viewer,
      reason: 'refresh',
    });
    expect(await readFeed(db, { userId: viewer })).toEqual([]);

    const newcomer = await createPerson(db, {
      gender: 'Male',
      sign: 'leo',
      fullName: 'Tane Mahuta',
    });
    const savedAt = Date.now();
    await infrastructure.queue.enqueue(
      JOB_NAMES.deckBuild,
      { userId: newcomer, reason: 'profile_updated' },
      { jobId: `deck-change-${newcomer}-test`, delayMs: WINDOW_MS },
    );
    await expect
      .poll(async () => (await readFeed(db, { userId: viewer })).map((entry) => entry.fullName), {
        timeout: BOUND_MS,
        interval: 50,
      })
      .toEqual(['Tane Mahuta']);
    expect(Date.now() - savedAt).toBeLessThanOrEqual(BOUND_MS);
    expect(await readFeed(db, { userId: elsewhere })).toEqual([]);
    expect((await readFeed(db, { userId: newcomer })).map((entry) => entry.userId)).toEqual([
      viewer,
    ]);
  });
});
