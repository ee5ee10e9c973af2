import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { seedDemoData } from '../../src/seed/seed-demo-data.js';
import type { TestDatabase } from '../../src/testing.js';
import { fileDatabase } from './file-database.js';

/**
 * The file's own test database (fileDatabase) holding the demo seed as of `now`, its photos in a
 * temporary folder removed after the file's last test. Seeding 322 people takes a while, hence
 * the minute.
 */
export function demoSeedDatabase(now: Date): TestDatabase {
  const test = fileDatabase();
  let uploadDir: string | undefined;
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'starmatch-demo-seed-'));
    await seedDemoData(test.db, { uploadDir, now });
  }, 60_000);
  afterAll(async () => {
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });
  return test;
}
