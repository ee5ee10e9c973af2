import { deckResponseSchema } from '@starmatch/contracts/candidates';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { DECK_MAX_AGE_MS, DECK_REFILL_INTERVAL_MS } from '@starmatch/db/queries/deck-build';
import { type DeckEntryInput, replaceDeck } from '@starmatch/db/queries/decks';
import { deckCompatibility } from '@starmatch/db/testing-deck';
import { createPerson } from '@starmatch/db/testing-people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { signedInPerson } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

let api: TestApi;
const builds: unknown[] = [];
beforeAll(async () => {
  api = await startTestApi();
  // Stands in for the worker: a deck read never asks it for anything, and these tests check so.
  await api.infrastructure.queue.startWorker({
    [JOB_NAMES.deckBuild]: async (payload) => {
      builds.push(payload);
      return null;
    },
  });
});
afterAll(async () => {
  await api.close();
});

/** Stands in for a worker's build: the deck as given, recorded as built with everyone in it. */
async function deckBuiltAs(userId: string, entries: DeckEntryInput[]): Promise<void> {
  await replaceDeck(api.db, { userId, entries });
  await api.db
    .insertInto('deck_builds')
    .values({ user_id: userId, visible: entries.length, kept: entries.length })
    .execute();
}

/** Dates the user's last build `ms` back, as if that much time had passed since it. */
async function builtAgo(userId: string, ms: number): Promise<void> {
  await api.db
    .updateTable('deck_builds')
    .set({ built_at: new Date(Date.now() - ms) })
    .where('user_id', '=', userId)
    .execute();
}

function getDeck(token?: string) {
  return call(api, 'GET', '/api/matches/potential', undefined, { token });
}

describe('GET /api/matches/potential', () => {
  it('answers 401 without a session', async () => {
    const response = await getDeck();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Please sign in to continue.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers the deck as candidate cards, best first, with ages and no birthdays', async () => {
    const viewer = await signedInPerson(api.db, { gender: 'Female', sign: 'aries' });
    const rawiri = await createPerson(api.db, {
      gender: 'Male',
      fullName: 'Rawiri Te Ao Walker',
      age: 33,
      sign: 'leo',
      photos: 2,
    });
    const other = await createPerson(api.db, { gender: 'Male', sign: 'taurus' });
    await deckBuiltAs(viewer.userId, [
      { candidateId: other, score: 20, level: 'different', compatibility: deckCompatibility(20) },
      { candidateId: rawiri, score: 98, level: 'excellent', compatibility: deckCompatibility(98) },
    ]);
    const response = await getDeck(viewer.token);
    expect(response.statusCode).toBe(200);
    // The database writes the answer's JSON; it goes out as JSON all the same.
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json() as Array<{ userId: string }>;
    expect(body.map((candidate) => candidate.userId)).toEqual([rawiri, other]);
    const photo = (position: number) => `/uploads/profiles/${rawiri}/${position}.webp`;
    expect(body[0]).toEqual({
      userId: rawiri,
      fullName: 'Rawiri Te Ao Walker',
      age: 33,
      gender: 'Male',
      bio: 'Loves the outdoors and good coffee.',
      profileImageUrl: photo(0),
      photos: [photo(0), photo(1)],
      zodiacSign: 'leo',
      location: 'Auckland, Auckland',
      user: {
        firstName: 'Rawiri',
        lastName: 'Te Ao Walker',
        fullName: 'Rawiri Te Ao Walker',
        profileImageUrl: photo(0),
        bio: 'Loves the outdoors and good coffee.',
        age: 33,
      },
      compatibilityScore: 98,
      zodiacCompatibilityLevel: 'excellent',
      compatibility: JSON.parse(deckCompatibility(98)),
    });
    // Parsing strips whatever the contract does not name: nothing more, nothing less.
    expect(deckResponseSchema.parse(body)).toEqual(body);
  });

  it('rebuilds a short deck itself once the refill interval has passed, not on every read', async () => {
    const viewer = await signedInPerson(api.db, {
      gender: 'Female',
      preferredCities: ['North Shore'],
    });
    await deckBuiltAs(viewer.userId, []);
    const newcomer = await createPerson(api.db, { gender: 'Male', city: 'North Shore' });
    expect((await getDeck(viewer.token)).json()).toEqual([]);
    await builtAgo(viewer.userId, DECK_REFILL_INTERVAL_MS);
    const answer = (await getDeck(viewer.token)).json() as Array<{ userId: string }>;
    expect(answer.map((candidate) => candidate.userId)).toEqual([newcomer]);
    expect(builds).toEqual([]);
  });

  it('rebuilds a full deck only once it is DECK_MAX_AGE_MS old', async () => {
    const viewer = await signedInPerson(api.db, {
      gender: 'Female',
      sign: 'aries',
      preferredCities: ['Hamilton'],
    });
    const men = await Promise.all(
      Array.from({ length: 20 }, () =>
        createPerson(api.db, { gender: 'Male', sign: 'taurus', city: 'Hamilton' }),
      ),
    );
    await deckBuiltAs(
      viewer.userId,
      men.map((candidateId) => ({
        candidateId,
        score: 20,
        level: 'different',
        compatibility: deckCompatibility(20),
      })),
    );
    const leo = await createPerson(api.db, { gender: 'Male', sign: 'leo', city: 'Hamilton' });
    await builtAgo(viewer.userId, DECK_MAX_AGE_MS - 60_000);
    const fresh = (await getDeck(viewer.token)).json() as Array<{ userId: string }>;
    expect(fresh.map((candidate) => candidate.userId)).not.toContain(leo);
    await builtAgo(viewer.userId, DECK_MAX_AGE_MS);
    const rebuilt = (await getDeck(viewer.token)).json() as Array<{ userId: string }>;
    expect(rebuilt[0]?.userId).toBe(leo);
    expect(rebuilt).toHaveLength(20);
  });
});
