import { DECIDED_APPEAL_DAYS } from '@starmatch/contracts/retention';
import type { TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { applyRetention } from '../../src/privacy/apply-retention.js';
import { useCaseContextPerFile } from '../support/use-case-context.js';

// Appeals in the retention timetable (docs/PRODUCT.md "What we keep and for how long"): a decided
// one is deleted a year after its decision, not a moment before; an open one is kept.

const DAY_MS = 86_400_000;
let clock = new Date('2032-01-01T00:00:00.000Z');
let test: TestDatabase;
let ctx: DomainContext;
let person: string;

useCaseContextPerFile((context) => ({ test, ctx } = context), { now: () => clock });
beforeAll(async () => {
  person = await createPerson(test.db, { fullName: 'Mere Tane' });
});

async function retainAt(when: Date) {
  clock = when;
  return applyRetention(ctx);
}

async function appeal(status: 'open' | 'upheld' | 'rejected', decidedAt: Date | null) {
  const row = await test.db
    .insertInto('appeals')
    .values({
      user_id: person,
      report_id: null,
      sanction: 'ban',
      text: 'It was my brother on my phone.',
      status,
      created_at: new Date('2032-01-01T00:00:00.000Z'),
      decided_at: decidedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function appealIds(): Promise<string[]> {
  const rows = await test.db.selectFrom('appeals').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

describe('decided appeals in the retention timetable', () => {
  it('go a year after the decision, not before; an open appeal stays', async () => {
    const decided = new Date('2032-02-01T00:00:00.000Z');
    const rejected = await appeal('rejected', decided);
    const upheld = await appeal('upheld', new Date(decided.getTime() + DAY_MS));
    const open = await appeal('open', null);
    expect(DECIDED_APPEAL_DAYS).toBe(365);

    const due = new Date(decided.getTime() + DECIDED_APPEAL_DAYS * DAY_MS);
    expect(await retainAt(due)).toMatchObject({ appeals: 0 });
    expect(await appealIds()).toEqual([rejected, upheld, open].sort());

    expect(await retainAt(new Date(due.getTime() + 1))).toMatchObject({ appeals: 1 });
    expect(await appealIds()).toEqual([upheld, open].sort());

    expect(await retainAt(new Date(due.getTime() + 10 * 365 * DAY_MS))).toMatchObject({
      appeals: 1,
    });
    expect(await appealIds()).toEqual([open]);
  });
});
