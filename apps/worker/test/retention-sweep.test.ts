import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { createSession } from '@starmatch/db/queries/sessions';
import { createPerson } from '@starmatch/db/testing-people';
import { describe, expect, it } from 'vitest';
import { clockedWorkerPerFile } from './support/clocked-worker.js';

// The retention timetable runs on its own in every worker (docs/PRODUCT.md "What we keep and
// for how long"); the rows' times are packages/domain's retention tests.

const HOUR_MS = 60 * 60 * 1000;
const expiresAt = new Date('2027-05-01T12:00:00.000Z');
const scene = clockedWorkerPerFile(new Date('2027-05-01T00:00:00.000Z'));

async function sessionsLeft(tokenHash: string): Promise<number> {
  const rows = await scene.infrastructure.database.db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .execute();
  return rows.length;
}

describe('the retention sweep', () => {
  it('runs on its own in the worker and deletes a session once it has expired', async () => {
    const userId = await createPerson(scene.infrastructure.database.db);
    const { sessionId } = await createSession(scene.infrastructure.database.db, {
      userId,
      userAgent: 'test',
    });
    await scene.infrastructure.database.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', sessionId)
      .execute();

    scene.clock = new Date(expiresAt.getTime() - HOUR_MS);
    await scene.worker.start();
    expect(
      await scene.infrastructure.queue.enqueueAndWait(JOB_NAMES.retentionSweep, {}),
    ).toMatchObject({
      sessions: 0,
    });
    expect(await sessionsLeft(sessionId)).toBe(1);

    scene.clock = new Date(expiresAt.getTime() + HOUR_MS);
    await expect.poll(() => sessionsLeft(sessionId), { timeout: 10_000 }).toBe(0);
  });
});
