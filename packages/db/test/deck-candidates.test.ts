import type { ZodiacSign } from '@starmatch/zodiac/signs';
import { describe, expect, it } from 'vitest';
import { findDeckCandidates } from '../src/queries/deck-candidates.js';
import { appToday } from '../src/queries/visibility.js';
import { createPerson } from '../src/testing-people.js';
import { peopleDatabase } from './support/people-database.js';

const database = peopleDatabase();

async function men(signs: ZodiacSign[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const sign of signs) ids[sign] = await createPerson(database().db, { gender: 'Male', sign });
  return ids;
}

function search(viewerId: string, size: number, today = appToday()) {
  return database()
    .db.transaction()
    .execute((trx) => findDeckCandidates(trx, { viewerId, today, size }));
}

describe('findDeckCandidates', () => {
  it("ranks an Aries viewer's candidates by compatibility, ties by id, and cuts at the size", async () => {
    const viewer = await createPerson(database().db, { gender: 'Female', sign: 'aries' });
    const byId = await men(['taurus', 'libra', 'leo', 'aries', 'cancer', 'gemini', 'sagittarius']);
    await createPerson(database().db, { gender: 'Female', sign: 'leo' });
    const [firstFire, secondFire] = [byId.leo!, byId.sagittarius!].sort();
    expect(await search(viewer, 10)).toEqual({
      entries: [
        { candidateId: firstFire, score: 98, level: 'excellent' },
        { candidateId: secondFire, score: 98, level: 'excellent' },
        { candidateId: byId.aries, score: 90, level: 'great' },
        { candidateId: byId.gemini, score: 84, level: 'great' },
        { candidateId: byId.libra, score: 70, level: 'good' },
        { candidateId: byId.cancer, score: 40, level: 'challenging' },
        { candidateId: byId.taurus, score: 20, level: 'different' },
      ],
      more: false,
    });
    const cut = await search(viewer, 3);
    expect(cut.entries.map((entry) => entry.candidateId)).toEqual([
      firstFire,
      secondFire,
      byId.aries,
    ]);
    expect(cut.more).toBe(true);
    expect((await search(viewer, 7)).more).toBe(false);
  });

  it('keeps ties in id order across signs of the same score when the cut falls among them', async () => {
    const viewer = await createPerson(database().db, { gender: 'Female', sign: 'aries' });
    const twenties = Object.values(await men(['taurus', 'virgo', 'scorpio', 'pisces'])).sort();
    const found = await search(viewer, 2);
    expect(found.entries.map((entry) => entry.candidateId)).toEqual(twenties.slice(0, 2));
    expect(found.more).toBe(true);
  });

  it('finds nobody for a viewer who cannot be matched', async () => {
    const viewer = await createPerson(database().db, { gender: 'Female', photos: 0 });
    await men(['leo']);
    expect(await search(viewer, 10)).toEqual({ entries: [], more: false });
  });

  it('follows the age bounds to the day, as the rules count birthdays', async () => {
    const viewer = await createPerson(database().db, {
      gender: 'Female',
      ageRangeMin: 30,
      ageRangeMax: 31,
    });
    const turnsThirtyToday = await createPerson(database().db, {
      gender: 'Male',
      dateOfBirth: '1996-06-15',
    });
    const thirtyTwoToday = await createPerson(database().db, {
      gender: 'Male',
      dateOfBirth: '1994-06-15',
    });
    const thirtyOneTomorrow = await createPerson(database().db, {
      gender: 'Male',
      dateOfBirth: '1994-06-16',
    });
    const ids = (await search(viewer, 10, '2026-06-15')).entries.map((entry) => entry.candidateId);
    expect(ids.sort()).toEqual([turnsThirtyToday, thirtyOneTomorrow].sort());
    expect(ids).not.toContain(thirtyTwoToday);
    const dayBefore = (await search(viewer, 10, '2026-06-14')).entries.map((e) => e.candidateId);
    expect(dayBefore.sort()).toEqual([thirtyTwoToday, thirtyOneTomorrow].sort());
  });
});
