import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../src/config.js';
import { clockedWorkerPerFile } from './support/clocked-worker.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const signedUpAt = new Date('2027-03-01T00:00:00.000Z');
const scene = clockedWorkerPerFile(signedUpAt);

async function account(
  label: string,
  state: { createdAt: Date; verified?: boolean; banned?: boolean },
): Promise<string> {
  const row = await scene.infrastructure.database.db
    .insertInto('users')
    .values({
      email: `${label}-${Math.random().toString(36).slice(2)}@example.nz`,
      password_hash: '$argon2id$placeholder',
      full_name: 'Swept Maybe',
      date_of_birth: '1990-01-01',
      gender: 'Female',
      created_at: state.createdAt,
      email_verified_at: state.verified ? state.createdAt : null,
      banned_at: state.banned ? state.createdAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function remaining(ids: string[]): Promise<string[]> {
  const rows = await scene.infrastructure.database.db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .execute();
  return ids.filter((id) => rows.some((row) => row.id === id));
}

describe('the sweep of unverified accounts', () => {
  it('defaults to 7 days and reads UNVERIFIED_ACCOUNT_DAYS', () => {
    expect(loadWorkerConfig({}).unverifiedAccountDays).toBe(7);
    expect(loadWorkerConfig({ UNVERIFIED_ACCOUNT_DAYS: '2' }).unverifiedAccountDays).toBe(2);
    expect(() => loadWorkerConfig({ UNVERIFIED_ACCOUNT_DAYS: '0' })).toThrow();
  });

  it('runs on its own in the worker, deleting only accounts unverified for over 7 days', async () => {
    const unverified = await account('unverified', { createdAt: signedUpAt });
    const later = await account('later', {
      createdAt: new Date(signedUpAt.getTime() + 2 * HOUR_MS),
    });
    const verified = await account('verified', { createdAt: signedUpAt, verified: true });
    const banned = await account('banned', { createdAt: signedUpAt, banned: true });
    const all = [unverified, later, verified, banned];

    // Six days on nothing is due.
    scene.clock = new Date(signedUpAt.getTime() + 6 * DAY_MS);
    await scene.worker.start();
    expect(await scene.infrastructure.queue.enqueueAndWait(JOB_NAMES.unverifiedSweep, {})).toEqual({
      deleted: 0,
    });
    expect(await remaining(all)).toEqual(all);

    // Seven days and an hour on, the worker's next sweep takes the first only.
    scene.clock = new Date(signedUpAt.getTime() + 7 * DAY_MS + HOUR_MS);
    await expect.poll(() => remaining(all), { timeout: 10_000 }).toEqual([later, verified, banned]);

    // Two hours later the later sign-up is due too; verified and banned accounts stay.
    scene.clock = new Date(scene.clock.getTime() + 2 * HOUR_MS);
    await expect.poll(() => remaining(all), { timeout: 10_000 }).toEqual([verified, banned]);
    // Running it again changes nothing.
    expect(await scene.infrastructure.queue.enqueueAndWait(JOB_NAMES.unverifiedSweep, {})).toEqual({
      deleted: 0,
    });
  });
});
