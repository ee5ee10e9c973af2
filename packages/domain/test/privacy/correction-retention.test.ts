import { DECIDED_CORRECTION_DAYS } from '@starmatch/contracts/retention';
import type { TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { applyRetention } from '../../src/privacy/apply-retention.js';
import { useCaseContextPerFile } from '../support/use-case-context.js';

// Correction requests in the retention timetable (docs/PRODUCT.md "What we keep and for how
// long"): a decided one is deleted a year after its decision, not a moment before; an open one
// waits for its moderator.

const DAY_MS = 86_400_000;
let clock = new Date('2032-01-01T00:00:00.000Z');
let test: TestDatabase;
let ctx: DomainContext;
let people: string[];

useCaseContextPerFile((context) => ({ test, ctx } = context), { now: () => clock });
beforeAll(async () => {
  people = await Promise.all(
    ['Mere Tane', 'Tama Rangi', 'Kiri Hohepa'].map((fullName) =>
      createPerson(test.db, { fullName }),
    ),
  );
});

async function retainAt(when: Date) {
  clock = when;
  return applyRetention(ctx);
}

async function correction(
  userId: string,
  status: 'open' | 'approved' | 'declined',
  decidedAt: Date | null,
) {
  const row = await test.db
    .insertInto('correction_requests')
    .values({
      user_id: userId,
      gender: 'Male',
      reason: 'Wrong at sign-up.',
      status,
      created_at: new Date('2032-01-01T00:00:00.000Z'),
      decided_at: decidedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function correctionIds(): Promise<string[]> {
  const rows = await test.db.selectFrom('correction_requests').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

describe('decided correction requests in the retention timetable', () => {
  it('go a year after the decision, not before; an open request stays', async () => {
    const decided = new Date('2032-02-01T00:00:00.000Z');
    const [mere = '', tama = '', kiri = ''] = people;
    const declined = await correction(mere, 'declined', decided);
    const approved = await correction(tama, 'approved', new Date(decided.getTime() + DAY_MS));
    const open = await correction(kiri, 'open', null);
    expect(DECIDED_CORRECTION_DAYS).toBe(365);

    const due = new Date(decided.getTime() + DECIDED_CORRECTION_DAYS * DAY_MS);
    expect(await retainAt(due)).toMatchObject({ correctionRequests: 0 });
    expect(await correctionIds()).toEqual([declined, approved, open].sort());

    expect(await retainAt(new Date(due.getTime() + 1))).toMatchObject({ correctionRequests: 1 });
    expect(await correctionIds()).toEqual([approved, open].sort());

    expect(await retainAt(new Date(due.getTime() + DAY_MS + 1))).toMatchObject({
      correctionRequests: 1,
    });
    expect(await retainAt(new Date(due.getTime() + 5000 * DAY_MS))).toMatchObject({
      correctionRequests: 0,
    });
    expect(await correctionIds()).toEqual([open]);
  });
});
