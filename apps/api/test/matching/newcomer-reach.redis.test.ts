import { DECK_MAX_AGE_MS, DECK_REFILL_INTERVAL_MS } from '@starmatch/db/queries/deck-build';
import { listDeck } from '@starmatch/db/queries/decks';
import { createSession } from '@starmatch/db/queries/sessions';
import { appToday } from '@starmatch/db/queries/visibility';
import { createPerson } from '@starmatch/db/testing-people';
import { seedPopulation } from '@starmatch/db/testing-population';
import { ageOn } from '@starmatch/zodiac/age';
import { zodiacAspect } from '@starmatch/zodiac/aspect';
import { ZODIAC_SIGNS } from '@starmatch/zodiac/signs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { signedInPerson } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

// docs/ARCHITECTURE.md "Matching and decks": nobody's deck is written when someone else changes,
// yet a newly eligible person reaches the deck of whoever may see them within a bound: on their
// next read once their deck is DECK_REFILL_INTERVAL_MS old if it runs short, DECK_MAX_AGE_MS old
// otherwise. Checked among 100,000 seeded people on real PostgreSQL (seeding takes seconds there).
const POPULATION = 100_000;
/** One own-deck build at this size takes well under a second; the rest is slack for a busy CI. */
const BUILD_ALLOWANCE_MS = 3_000;

let api: TestApi;
let cityViewer: { userId: string; token: string };

beforeAll(async () => {
  api = await startTestApi();
  const [userId] = await seedPopulation(api.db, {
    size: POPULATION,
    measured: 1,
    today: appToday(),
  });
  cityViewer = {
    userId: userId!,
    token: (await createSession(api.db, { userId: userId!, userAgent: 'vitest' })).token,
  };
}, 240_000);

afterAll(async () => {
  await api.close();
});

/** The person's age today, as the rules count it. */
async function ageOf(userId: string): Promise<number | undefined> {
  const row = await api.db
    .selectFrom('users')
    .select('date_of_birth')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? ageOn(row.date_of_birth, appToday()) : undefined;
}

async function deckOf(token: string): Promise<string[]> {
  const response = await call(api, 'GET', '/api/matches/potential', undefined, { token });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ userId: string }>).map((candidate) => candidate.userId);
}

describe(`a newly eligible person among ${POPULATION.toLocaleString('en-NZ')}`, () => {
  it('reaches someone whose deck ran short on their first read once it is DECK_REFILL_INTERVAL_MS old', async () => {
    // Nobody seeded is 90 or older, so her deck is empty until he arrives.
    const viewer = await signedInPerson(api.db, {
      gender: 'Female',
      city: 'Hamilton',
      ageRangeMin: 90,
      ageRangeMax: 99,
      preferredCities: ['Hamilton'],
    });
    expect(await deckOf(viewer.token)).toEqual([]);
    const newcomer = await createPerson(api.db, { gender: 'Male', age: 92, city: 'Hamilton' });
    await expect
      .poll(() => deckOf(viewer.token), {
        timeout: DECK_REFILL_INTERVAL_MS + BUILD_ALLOWANCE_MS,
        interval: 100,
      })
      .toEqual([newcomer]);
  });

  it('reaches someone with a full deck once their deck is DECK_MAX_AGE_MS old, writing no other deck', async () => {
    expect(await deckOf(cityViewer.token)).toHaveLength(20);
    const decksBefore = await api.db
      .selectFrom('decks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '<>', cityViewer.userId)
      .executeTakeFirstOrThrow();
    // A woman in Auckland of the sign he suits best (a trine), in the middle of the ages he asked
    // for and wanting his age exactly, with three photos and the smallest id: she ranks among his
    // best 20. The seeded viewer is a man of 29 in Auckland open to anyone.
    const him = await api.db
      .selectFrom('profiles')
      .select(['zodiac_sign', 'age_range_min', 'age_range_max'])
      .where('user_id', '=', cityViewer.userId)
      .executeTakeFirstOrThrow();
    const bestSign = ZODIAC_SIGNS.find((sign) => zodiacAspect(him.zodiac_sign, sign) === 'trine');
    const hisAge = (await ageOf(cityViewer.userId)) ?? 29;
    const newcomer = await createPerson(api.db, {
      id: '00000000-0000-4000-8000-000000000000',
      gender: 'Female',
      age: Math.round((him.age_range_min + him.age_range_max) / 2),
      ageRangeMin: hisAge,
      ageRangeMax: hisAge,
      sign: bestSign,
      city: 'Auckland',
      photos: 3,
    });
    await deckOf(cityViewer.token);
    expect((await listDeck(api.db, cityViewer.userId)).map((e) => e.candidateId)).not.toContain(
      newcomer,
    );
    // As if DECK_MAX_AGE_MS had passed since his deck was built.
    await api.db
      .updateTable('deck_builds')
      .set({ built_at: new Date(Date.now() - DECK_MAX_AGE_MS) })
      .where('user_id', '=', cityViewer.userId)
      .execute();
    expect(await deckOf(cityViewer.token)).toContain(newcomer);
    const decksAfter = await api.db
      .selectFrom('decks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '<>', cityViewer.userId)
      .executeTakeFirstOrThrow();
    expect(decksAfter.n).toBe(decksBefore.n);
  });
});
