import type { ZodiacSign } from '@starmatch/zodiac/signs';
import { describe, expect, it } from 'vitest';
import { findDeckCandidates } from '../src/queries/deck-candidates.js';
import { appToday } from '../src/queries/visibility.js';
import { createPerson } from '../src/testing-people.js';
import { peopleDatabase } from './support/people-database.js';

const test = peopleDatabase();

async function men(signs: ZodiacSign[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const sign of signs) ids[sign] = await createPerson(test.db, { gender: 'Male', sign });
  return ids;
}

function search(viewerId: string, size: number, today = appToday()) {
  return test.db.transaction().execute((trx) => findDeckCandidates(trx, { viewerId, today, size }));
}

describe('findDeckCandidates', () => {
  it("ranks an Aries viewer's candidates by compatibility, ties by id, and cuts at the size", async () => {
    const viewer = await createPerson(test.db, { gender: 'Female', sign: 'aries' });
    const byId = await men(['taurus', 'libra', 'leo', 'aries', 'cancer', 'gemini', 'sagittarius']);
    await createPerson(test.db, { gender: 'Female', sign: 'leo' });
    const [firstFire, secondFire] = [byId.leo!, byId.sagittarius!].sort();
    // Everyone here has the same age, city and profile, so the signs alone order them: the sign
    // points (trine 40, same sign 34, sextile 30, opposition 16, square 0, semi-sextile -12)
    // on top of the same 47 points for everything else.
    const found = await search(viewer, 10);
    expect(found.more).toBe(false);
    expect(
      found.entries.map(({ candidateId, score, level }) => ({ candidateId, score, level })),
    ).toEqual([
      { candidateId: firstFire, score: 87, level: 'great' },
      { candidateId: secondFire, score: 87, level: 'great' },
      { candidateId: byId.aries, score: 81, level: 'great' },
      { candidateId: byId.gemini, score: 77, level: 'good' },
      { candidateId: byId.libra, score: 63, level: 'good' },
      { candidateId: byId.cancer, score: 47, level: 'challenging' },
      { candidateId: byId.taurus, score: 35, level: 'challenging' },
    ]);
    for (const entry of found.entries) {
      expect(JSON.parse(entry.compatibility)).toMatchObject({
        score: entry.score,
        level: entry.level,
      });
    }
    const cut = await search(viewer, 3);
    expect(cut.entries.map((entry) => entry.candidateId)).toEqual([
      firstFire,
      secondFire,
      byId.aries,
    ]);
    expect(cut.more).toBe(true);
    expect((await search(viewer, 7)).more).toBe(false);
  });

  it('lets the full score rank a strong pairing of a lower sign group above a weak one of a higher group', async () => {
    const viewer = await createPerson(test.db, { gender: 'Female', sign: 'aries' });
    // A trine from a city the viewer does not live in, and the same sign next door.
    const trine = await createPerson(test.db, {
      gender: 'Male',
      sign: 'leo',
      city: 'Hamilton',
    });
    const sameSign = await createPerson(test.db, { gender: 'Male', sign: 'aries' });
    const found = await search(viewer, 1);
    expect(found.entries.map((entry) => [entry.candidateId, entry.score])).toEqual([
      [sameSign, 81],
    ]);
    expect(found.more).toBe(true);
    expect(
      (await search(viewer, 2)).entries.map((entry) => [entry.candidateId, entry.score]),
    ).toEqual([
      [sameSign, 81],
      [trine, 77],
    ]);
  });

  it('keeps ties in id order across signs of the same score when the cut falls among them', async () => {
    const viewer = await createPerson(test.db, { gender: 'Female', sign: 'aries' });
    const twenties = Object.values(await men(['taurus', 'virgo', 'scorpio', 'pisces'])).sort();
    const found = await search(viewer, 2);
    expect(found.entries.map((entry) => entry.candidateId)).toEqual(twenties.slice(0, 2));
    expect(found.more).toBe(true);
  });

  it('finds nobody for a viewer who cannot be matched', async () => {
    const viewer = await createPerson(test.db, { gender: 'Female', photos: 0 });
    await men(['leo']);
    expect(await search(viewer, 10)).toEqual({ entries: [], more: false });
  });

  it('follows the age bounds to the day, as the rules count birthdays', async () => {
    const viewer = await createPerson(test.db, {
      gender: 'Female',
      ageRangeMin: 30,
      ageRangeMax: 31,
    });
    const turnsThirtyToday = await createPerson(test.db, {
      gender: 'Male',
      dateOfBirth: '1996-06-15',
    });
    const thirtyTwoToday = await createPerson(test.db, {
      gender: 'Male',
      dateOfBirth: '1994-06-15',
    });
    const thirtyOneTomorrow = await createPerson(test.db, {
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
