import { describe, expect, it } from 'vitest';
import { createPair, createPerson } from '../src/testing-people.js';
import { peopleDatabase } from './support/people-database.js';
import { sees } from './support/visibility-check.js';

// docs/PRODUCT.md "Visibility": each preference rule, a case that passes and one that fails, read both
// ways round because visibility is mutual. The viewer is a 30-year-old woman in Auckland, the
// candidate a 32-year-old man in Auckland, both open to anyone unless a test says otherwise.

const test = peopleDatabase();

async function both(viewer: string, candidate: string): Promise<[boolean, boolean]> {
  return [await sees(test.db, viewer, candidate), await sees(test.db, candidate, viewer)];
}

describe('preferences', () => {
  it('empty preferences, missing settings and an unknown city restrict nothing', async () => {
    const { viewer, candidate } = await createPair(test.db, { settings: false }, { city: null });
    expect(await both(viewer, candidate)).toEqual([true, true]);
  });

  it("the viewer's preferred age ranges must hold the candidate's age", async () => {
    const fits = await createPair(test.db, { preferredAgeRanges: ['18-25', '32-38'] });
    expect(await both(fits.viewer, fits.candidate)).toEqual([true, true]);
    const misses = await createPair(test.db, { preferredAgeRanges: ['18-25', '26-31'] });
    expect(await both(misses.viewer, misses.candidate)).toEqual([false, false]);
  });

  it("the candidate's preferred age ranges must hold the viewer's age", async () => {
    const fits = await createPair(test.db, {}, { preferredAgeRanges: ['26-31'] });
    expect(await both(fits.viewer, fits.candidate)).toEqual([true, true]);
    const misses = await createPair(test.db, {}, { preferredAgeRanges: ['32-38'] });
    expect(await both(misses.viewer, misses.candidate)).toEqual([false, false]);
  });

  it('an age above every range fits no range, but is unrestricted without one', async () => {
    const ranged = await createPair(test.db, { preferredAgeRanges: ['56-66'] }, { age: 70 });
    expect(await sees(test.db, ranged.viewer, ranged.candidate)).toBe(false);
    const open = await createPair(test.db, {}, { age: 70 });
    expect(await sees(test.db, open.viewer, open.candidate)).toBe(true);
  });

  it("the viewer's preferred cities must hold the candidate's city", async () => {
    const fits = await createPair(test.db, { preferredCities: ['Hamilton', 'Auckland'] });
    expect(await both(fits.viewer, fits.candidate)).toEqual([true, true]);
    const misses = await createPair(test.db, { preferredCities: ['Hamilton'] });
    expect(await both(misses.viewer, misses.candidate)).toEqual([false, false]);
    const unknown = await createPair(test.db, { preferredCities: ['Auckland'] }, { city: null });
    expect(await both(unknown.viewer, unknown.candidate)).toEqual([false, false]);
  });

  it("the candidate's preferred cities must hold the viewer's city", async () => {
    const fits = await createPair(test.db, {}, { preferredCities: ['Auckland'] });
    expect(await both(fits.viewer, fits.candidate)).toEqual([true, true]);
    const misses = await createPair(test.db, {}, { preferredCities: ['North Shore'] });
    expect(await both(misses.viewer, misses.candidate)).toEqual([false, false]);
  });

  it("the viewer's profile age range bounds the candidate's age, ends included", async () => {
    const atMax = await createPair(test.db, { ageRangeMin: 32, ageRangeMax: 32 });
    expect(await both(atMax.viewer, atMax.candidate)).toEqual([true, true]);
    const belowMin = await createPair(test.db, { ageRangeMin: 33 });
    expect(await both(belowMin.viewer, belowMin.candidate)).toEqual([false, false]);
    const aboveMax = await createPair(test.db, { ageRangeMax: 31 });
    expect(await both(aboveMax.viewer, aboveMax.candidate)).toEqual([false, false]);
  });

  it("the candidate's profile age range bounds the viewer's age", async () => {
    const fits = await createPair(test.db, {}, { ageRangeMin: 30, ageRangeMax: 30 });
    expect(await both(fits.viewer, fits.candidate)).toEqual([true, true]);
    const tooYoung = await createPair(test.db, {}, { ageRangeMin: 31 });
    expect(await both(tooYoung.viewer, tooYoung.candidate)).toEqual([false, false]);
    const tooOld = await createPair(test.db, {}, { ageRangeMax: 29 });
    expect(await both(tooOld.viewer, tooOld.candidate)).toEqual([false, false]);
  });

  it('heterosexual means the other gender only', async () => {
    const viewer = await createPerson(test.db, { gender: 'Female' });
    const woman = await createPerson(test.db, { gender: 'Female', age: 32 });
    const man = await createPerson(test.db, { gender: 'Male', age: 32 });
    expect(await both(viewer, woman)).toEqual([false, false]);
    expect(await both(viewer, man)).toEqual([true, true]);
  });
});

describe('ages', () => {
  it('count whole years on the New Zealand date given, birthdays included on the day', async () => {
    const viewer = await createPerson(test.db, { gender: 'Female', ageRangeMax: 30 });
    const turnsThirtyOneToday = await createPerson(test.db, {
      gender: 'Male',
      dateOfBirth: '1995-06-15',
    });
    expect(await sees(test.db, viewer, turnsThirtyOneToday, '2026-06-14')).toBe(true);
    expect(await sees(test.db, viewer, turnsThirtyOneToday, '2026-06-15')).toBe(false);
  });

  it('treat a 29 February birthday as reached on 1 March in other years', async () => {
    const viewer = await createPerson(test.db, { gender: 'Female', ageRangeMax: 24 });
    const leapling = await createPerson(test.db, { gender: 'Male', dateOfBirth: '2000-02-29' });
    expect(await sees(test.db, viewer, leapling, '2025-02-28')).toBe(true);
    expect(await sees(test.db, viewer, leapling, '2025-03-01')).toBe(false);
  });
});
