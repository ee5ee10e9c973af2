import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { fileDatabase } from './support/file-database.js';

const test = fileDatabase();
let uploadDir: string;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'starmatch-seed-race-'));
});

afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

describe('seedDemoData started twice at once', () => {
  it('seeds once, and the loser cleans up its photo files', async () => {
    const results = await Promise.all([
      seedDemoData(test.db, { uploadDir }),
      seedDemoData(test.db, { uploadDir }),
    ]);
    const winners = results.filter((result) => !result.skipped);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => result.skipped)).toEqual([
      { users: 0, photos: 0, skipped: true },
    ]);
    const users = await test.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(winners[0]!.users);
    const photoDirs = await readdir(path.join(uploadDir, 'profiles'));
    expect(photoDirs.sort()).toEqual(users.map((user) => user.id).sort());
  }, 60_000);
});
