import { deckResponseSchema } from '@starmatch/contracts/candidates';
import { DECK_PAGE_SIZE } from '@starmatch/db/queries/deck-page';
import { createPerson } from '@starmatch/db/testing-people';
import { solid } from '@starmatch/test-support/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { type MediaTestApi, startMediaTestApi } from '../support/media-test-api.js';
import { imageForm } from '../support/multipart.js';
import { signedInPerson } from '../support/people.js';

// The worker here only records deck.build jobs and never builds (startMediaTestApi), so whatever
// the first read shows, the read itself must have built.
let api: MediaTestApi;
let men: string[];

beforeAll(async () => {
  api = await startMediaTestApi();
  men = await Promise.all(
    Array.from({ length: DECK_PAGE_SIZE + 5 }, (_, index) =>
      createPerson(api.db, { gender: 'Male', age: 26 + (index % 8), city: 'North Shore' }),
    ),
  );
});

afterAll(async () => {
  await api.close();
});

async function completeProfile(token: string): Promise<void> {
  const form = imageForm(await solid(400, 300).jpeg().toBuffer());
  const uploaded = await call(api, 'POST', '/api/upload', form.payload, {
    token,
    headers: form.headers,
  });
  expect(uploaded.statusCode).toBe(201);
  const saved = await call(
    api,
    'PATCH',
    '/api/profile',
    {
      bio: 'Stargazer, tramper and flat white enthusiast.',
      sexualOrientation: 'heterosexual',
      location: 'North Shore, Auckland',
      ageRangeMin: 18,
      ageRangeMax: 35,
      photos: [uploaded.json().url],
    },
    { token },
  );
  expect(saved.statusCode).toBe(200);
}

async function deckOf(token: string): Promise<Array<{ userId: string }>> {
  const response = await call(api, 'GET', '/api/matches/potential', undefined, { token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the first deck', () => {
  it('holds a full page on the first read after the profile is completed', async () => {
    const { userId, token } = await signedInPerson(api.db, {
      profile: false,
      fullName: 'Mere Newcomer',
    });
    await completeProfile(token);
    const first = await deckOf(token);
    expect(first).toHaveLength(DECK_PAGE_SIZE);
    expect(first.every((candidate) => men.includes(candidate.userId))).toBe(true);
    // Each card carries the build's explanation, in the contract's shape, of its own score.
    const cards = deckResponseSchema.parse(first);
    expect(cards).toEqual(first);
    for (const card of cards) {
      expect(card.compatibility.score).toBe(card.compatibilityScore);
      expect(card.compatibility.level).toBe(card.zodiacCompatibilityLevel);
      expect(card.compatibility.factors[0]?.kind).toBe('signs');
    }
    const scores = cards.map((card) => card.compatibilityScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const build = await api.db
      .selectFrom('deck_builds')
      .select(['visible', 'kept'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(build).toEqual({ visible: men.length, kept: men.length });
  });

  it('answers the same full page to two first reads that arrive together', async () => {
    const { token } = await signedInPerson(api.db, { profile: false, fullName: 'Ana Twice' });
    await completeProfile(token);
    const [one, two] = await Promise.all([deckOf(token), deckOf(token)]);
    expect(one).toHaveLength(DECK_PAGE_SIZE);
    expect(two.map((candidate) => candidate.userId)).toEqual(
      one.map((candidate) => candidate.userId),
    );
  });

  it('answers empty without building again when nobody fits', async () => {
    const { userId, token } = await signedInPerson(api.db, {
      profile: false,
      fullName: 'Kiri Faraway',
    });
    await completeProfile(token);
    await api.db
      .updateTable('profiles')
      .set({ age_range_min: 90, age_range_max: 99 })
      .where('user_id', '=', userId)
      .execute();
    expect(await deckOf(token)).toEqual([]);
    const before = await api.db
      .selectFrom('deck_builds')
      .select('built_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(await deckOf(token)).toEqual([]);
    const after = await api.db
      .selectFrom('deck_builds')
      .select('built_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(after.built_at).toEqual(before.built_at);
  });

  it('rebuilds before answering when a deck that had to leave people out has run dry', async () => {
    const { userId, token } = await signedInPerson(api.db, {
      profile: false,
      fullName: 'Hana Dry',
    });
    await completeProfile(token);
    expect(await deckOf(token)).toHaveLength(DECK_PAGE_SIZE);
    // As if every kept entry was used up while more people than the deck holds fitted.
    await api.db.deleteFrom('decks').where('user_id', '=', userId).execute();
    await api.db
      .updateTable('deck_builds')
      .set({ visible: 400, kept: 200 })
      .where('user_id', '=', userId)
      .execute();
    expect(await deckOf(token)).toHaveLength(DECK_PAGE_SIZE);
  });
});
