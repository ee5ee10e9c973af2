import { describe, expect, it } from 'vitest';
import { addToWaitlist, countWaitlist } from '../src/queries/waitlist.js';
import { fileDatabase } from './support/file-database.js';
import { CHECK, UNIQUE, violation } from './support/fixtures.js';

const test = fileDatabase();

const entry = {
  email: 'Moana.Tipene@Example.NZ',
  ageGroup: '26-31',
  gender: 'female',
  isNzBased: true,
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (test)',
} as const;

describe('waitlist queries', () => {
  it('counts zero on an empty waitlist', async () => {
    expect(await countWaitlist(test.db)).toBe(0);
  });

  it('adds an entry, lowercasing the email and keeping the request details', async () => {
    const result = await addToWaitlist(test.db, entry);
    expect(result.added).toBe(true);
    expect(result.entry).toMatchObject({
      email: 'moana.tipene@example.nz',
      age_group: '26-31',
      gender: 'female',
      is_nz_based: true,
      ip_address: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (test)',
    });
    expect(result.entry?.created_at).toBeInstanceOf(Date);
    expect(await countWaitlist(test.db)).toBe(1);
  });

  it('does not add the same email twice, whatever its case', async () => {
    const again = await addToWaitlist(test.db, { ...entry, email: ' MOANA.TIPENE@example.nz ' });
    expect(again).toEqual({ added: false, entry: undefined });
    expect(await countWaitlist(test.db)).toBe(1);
  });

  it('counts every distinct email', async () => {
    await addToWaitlist(test.db, { ...entry, email: 'sione@example.nz', gender: 'male' });
    await addToWaitlist(test.db, { ...entry, email: 'hana@example.nz', ipAddress: null });
    expect(await countWaitlist(test.db)).toBe(3);
  });

  it('is guarded by the table itself too', async () => {
    const row = {
      email: 'sione@example.nz',
      age_group: '18-25',
      gender: 'male',
      is_nz_based: false,
    } as const;
    await expect(test.db.insertInto('waitlist').values(row).execute()).rejects.toMatchObject(
      violation(UNIQUE, 'waitlist_email_lower_key'),
    );
    await expect(
      test.db
        .insertInto('waitlist')
        // @ts-expect-error: not a waitlist gender, on purpose
        .values({ ...row, email: 'a@b.nz', gender: 'Male' })
        .execute(),
    ).rejects.toMatchObject(violation(CHECK, 'waitlist_gender_check'));
    await expect(
      test.db
        .insertInto('waitlist')
        // @ts-expect-error: not a waitlist age group, on purpose
        .values({ ...row, email: 'b@b.nz', age_group: '39-48' })
        .execute(),
    ).rejects.toMatchObject(violation(CHECK, 'waitlist_age_group_check'));
    expect(await countWaitlist(test.db)).toBe(3);
  });
});
