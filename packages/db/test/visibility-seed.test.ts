import { ageOn } from '@starmatch/zodiac/age';
import { describe, expect, it } from 'vitest';
import { appToday, findVisibleCandidates } from '../src/queries/visibility.js';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.js';
import { demoSeedDatabase } from './support/demo-seed-database.js';
import { mutualVisibilityProblems, type VisibilityPerson } from './support/visibility.js';

// The SQL rules against the independent model in support/visibility.ts, over the 322 people of
// the demo seed: every viewer must see exactly the people the model says they may.

const NOW = new Date('2026-03-15T09:30:00Z');
const TODAY = appToday(NOW);

const test = demoSeedDatabase(NOW);

async function everyone(): Promise<Array<{ id: string; email: string; person: VisibilityPerson }>> {
  const rows = await test.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('settings', 'settings.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.date_of_birth',
      'users.gender',
      'profiles.city',
      'profiles.sexual_orientation',
      'profiles.age_range_min',
      'profiles.age_range_max',
      'settings.preferred_age_ranges',
      'settings.preferred_cities',
      eb
        .selectFrom('photos')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('photos.user_id', '=', 'users.id')
        .as('photo_count'),
    ])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    person: {
      age: ageOn(row.date_of_birth, TODAY),
      gender: row.gender,
      city: row.city,
      sexualOrientation: row.sexual_orientation,
      ageRangeMin: row.age_range_min,
      ageRangeMax: row.age_range_max,
      preferredAgeRanges: row.preferred_age_ranges ?? [],
      preferredCities: row.preferred_cities ?? [],
      photoCount: Number(row.photo_count ?? 0),
    },
  }));
}

describe('visibility over the demo seed', () => {
  it('matches the independent model for the demo accounts and a spread of others', async () => {
    const people = await everyone();
    const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
    const viewers = people.filter(
      (row, index) => demoEmails.includes(row.email) || index % 16 === 0,
    );
    expect(viewers.length).toBeGreaterThan(20);
    for (const viewer of viewers) {
      const expected = people
        .filter((other) => other.id !== viewer.id)
        .filter((other) => mutualVisibilityProblems(viewer.person, other.person).length === 0)
        .map((other) => other.id)
        .sort();
      const found = await findVisibleCandidates(test.db, { viewerId: viewer.id, today: TODAY });
      expect(found.map((row) => row.userId).sort(), viewer.email).toEqual(expected);
    }
  });
});
