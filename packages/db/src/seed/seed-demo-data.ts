import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { hashPassword } from '../passwords.js';
import { getAppState, setAppState } from '../queries/app-state.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { buildDemoPeople } from './demo-people.js';
import { buildDemoRows, type DemoRows } from './demo-rows.js';
import { removeUserPhotoDirs, writePhotoFiles } from './photo-files.js';
import { renderPortraits } from './portraits.js';

/** app_state key recording that the demo seed has run. */
export const DEMO_SEED_STATE_KEY = 'demo_seed';

export interface SeedDemoDataOptions {
  /** Photos go to `<uploadDir>/profiles/<userId>/<photoId>.webp`. */
  uploadDir: string;
  /** The day ages are counted from. Defaults to now. */
  now?: Date;
  /** Told how many people it is about to make, when the seed has not run yet: it takes a while. */
  onStart?: (people: number) => void;
}

export interface SeedDemoDataResult {
  /** Users created by this call (0 when skipped). */
  users: number;
  /** Photos created by this call (0 when skipped). */
  photos: number;
  /** True when the seed had already run, so nothing was added. */
  skipped: boolean;
}

const SKIPPED: SeedDemoDataResult = { users: 0, photos: 0, skipped: true };

// Chunks keep each statement well under Postgres' 65,535 bind parameters.
const INSERT_CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    result.push(rows.slice(start, start + INSERT_CHUNK));
  }
  return result;
}

async function insertRows(db: Kysely<Database>, rows: DemoRows, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Several processes may start seeding at once (N api instances); one wins, the rest skip.
    await sql`select pg_advisory_xact_lock(hashtext('starmatch:demo-seed'))`.execute(trx);
    if ((await getAppState(trx, DEMO_SEED_STATE_KEY)) !== undefined) return false;
    for (const chunk of chunks(rows.users)) await trx.insertInto('users').values(chunk).execute();
    for (const chunk of chunks(rows.profiles)) {
      await trx.insertInto('profiles').values(chunk).execute();
    }
    for (const chunk of chunks(rows.settings)) {
      await trx.insertInto('settings').values(chunk).execute();
    }
    for (const chunk of chunks(rows.photos)) await trx.insertInto('photos').values(chunk).execute();
    await setAppState(trx, DEMO_SEED_STATE_KEY, {
      seededAt: now.toISOString(),
      users: rows.users.length,
      photos: rows.photos.length,
    });
    return true;
  });
}

/**
 * Fills an empty database with believable demo people (the two DEMO_ACCOUNTS and a crowd of
 * 320) and their WebP photos. Runs once: it records itself in app_state, and later calls
 * return `skipped: true` without touching anything.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  options: SeedDemoDataOptions,
): Promise<SeedDemoDataResult> {
  if ((await getAppState(db, DEMO_SEED_STATE_KEY)) !== undefined) return SKIPPED;
  const now = options.now ?? new Date();
  const people = buildDemoPeople(now);
  options.onStart?.(people.length);
  const [passwordHash, portraits] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    renderPortraits(people),
  ]);
  const rows = buildDemoRows(people, portraits, passwordHash, now);
  const userIds = rows.users.map((user) => user.id!);
  // Files first: a committed row must never point at a missing file.
  await writePhotoFiles(options.uploadDir, rows.files);
  let inserted: boolean;
  try {
    inserted = await insertRows(db, rows, now);
  } catch (error) {
    await removeUserPhotoDirs(options.uploadDir, userIds);
    throw error;
  }
  if (!inserted) {
    await removeUserPhotoDirs(options.uploadDir, userIds);
    return SKIPPED;
  }
  return { users: rows.users.length, photos: rows.photos.length, skipped: false };
}
