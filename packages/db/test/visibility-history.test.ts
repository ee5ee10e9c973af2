import { describe, expect, it } from 'vitest';
import { createMatch, orderedPair } from '../src/queries/matches.js';
import { appToday, findVisibleCandidates } from '../src/queries/visibility.js';
import { createPair, createPerson } from '../src/testing-people.js';
import { peopleDatabase } from './support/people-database.js';
import { sees } from './support/visibility-check.js';

// docs/PRODUCT.md "Visibility": who is never shown, whatever the preferences say.

const test = peopleDatabase();

async function decide(from: string, to: string, isLike: boolean) {
  await test.db
    .insertInto('decisions')
    .values({ from_user: from, to_user: to, is_like: isLike })
    .execute();
}

async function request(from: string, to: string, status: 'pending' | 'accepted' | 'declined') {
  await test.db
    .insertInto('match_requests')
    .values({ from_user: from, to_user: to, status })
    .execute();
}

describe('history', () => {
  it('a like hides the liked person from the liker only, while the request is pending', async () => {
    const { viewer, candidate } = await createPair(test.db);
    await decide(viewer, candidate, true);
    await request(viewer, candidate, 'pending');
    expect(await sees(test.db, viewer, candidate)).toBe(false);
    expect(await sees(test.db, candidate, viewer)).toBe(true);
  });

  it('a pass hides the passed person from the passer only', async () => {
    const { viewer, candidate } = await createPair(test.db);
    await decide(viewer, candidate, false);
    expect(await sees(test.db, viewer, candidate)).toBe(false);
    expect(await sees(test.db, candidate, viewer)).toBe(true);
  });

  it('a match hides the two from each other', async () => {
    const { viewer, candidate } = await createPair(test.db);
    const other = await createPerson(test.db, { gender: 'Male', age: 33 });
    await createMatch(test.db, { userId: candidate, otherUserId: viewer });
    expect(await sees(test.db, viewer, candidate)).toBe(false);
    expect(await sees(test.db, candidate, viewer)).toBe(false);
    expect(await sees(test.db, viewer, other)).toBe(true);
  });

  it('a request the viewer answered hides its sender; a pending one does not', async () => {
    const pending = await createPair(test.db);
    await request(pending.candidate, pending.viewer, 'pending');
    expect(await sees(test.db, pending.viewer, pending.candidate)).toBe(true);
    const declined = await createPair(test.db);
    await request(declined.candidate, declined.viewer, 'declined');
    expect(await sees(test.db, declined.viewer, declined.candidate)).toBe(false);
    const accepted = await createPair(test.db);
    await request(accepted.candidate, accepted.viewer, 'accepted');
    expect(await sees(test.db, accepted.viewer, accepted.candidate)).toBe(false);
  });
});

describe('completeness', () => {
  it('needs a profile on both sides', async () => {
    const viewer = await createPerson(test.db, { gender: 'Female' });
    const noProfile = await createPerson(test.db, { gender: 'Male', profile: false });
    const complete = await createPerson(test.db, { gender: 'Male', age: 32 });
    expect(await sees(test.db, viewer, noProfile)).toBe(false);
    expect(await sees(test.db, noProfile, viewer)).toBe(false);
    expect(await sees(test.db, viewer, complete)).toBe(true);
  });

  it('needs at least one photo on both sides', async () => {
    const viewer = await createPerson(test.db, { gender: 'Female' });
    const noPhoto = await createPerson(test.db, { gender: 'Male', photos: 0 });
    const withPhotos = await createPerson(test.db, { gender: 'Male', photos: 3 });
    expect(await sees(test.db, viewer, noPhoto)).toBe(false);
    expect(await sees(test.db, noPhoto, viewer)).toBe(false);
    expect(await sees(test.db, viewer, withPhotos)).toBe(true);
  });

  it('never shows the viewer to themself', async () => {
    const viewer = await createPerson(test.db, { gender: 'Female' });
    expect(await sees(test.db, viewer, viewer)).toBe(false);
  });
});

describe('findVisibleCandidates', () => {
  it('lists everyone visible with their sign, and nobody else', async () => {
    const viewer = await createPerson(test.db, { gender: 'Female', preferredCities: ['Auckland'] });
    const leo = await createPerson(test.db, { gender: 'Male', dateOfBirth: '1994-08-01' });
    const pisces = await createPerson(test.db, { gender: 'Male', dateOfBirth: '1990-03-01' });
    await createPerson(test.db, { gender: 'Male', city: 'Hamilton' });
    await createPerson(test.db, { gender: 'Female' });
    const found = await findVisibleCandidates(test.db, { viewerId: viewer, today: appToday() });
    expect(found.sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
      [
        { userId: leo, zodiacSign: 'leo' },
        { userId: pisces, zodiacSign: 'pisces' },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );
  });
});

describe('appToday', () => {
  it('is the date in New Zealand, which is ahead of UTC', () => {
    expect(appToday(new Date('2026-06-14T12:30:00Z'))).toBe('2026-06-15');
    expect(appToday(new Date('2026-06-14T11:30:00Z'))).toBe('2026-06-14');
    expect(orderedPair('b', 'a')).toEqual({ user_a: 'a', user_b: 'b' });
  });
});
