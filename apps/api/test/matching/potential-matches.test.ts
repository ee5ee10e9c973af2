import { randomUUID } from 'node:crypto';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { type DeckEntryInput, replaceDeck } from '@starmatch/db/queries/decks';
import { createPerson } from '@starmatch/db/testing-people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { signedInPerson } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

let api: TestApi;
const builds: unknown[] = [];
beforeAll(async () => {
  api = await startTestApi();
  // Stands in for the worker: the API's part is to ask, and these tests check what it asked.
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

function getPotential(token?: string) {
  return call(api, 'GET', '/api/matches/potential', undefined, { token });
}

describe('GET /api/matches/potential', () => {
  it('answers 401 without a session', async () => {
    const response = await getPotential();
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
      { candidateId: other, score: 20, level: 'different' },
      { candidateId: rawiri, score: 98, level: 'excellent' },
    ]);
    const response = await getPotential(viewer.token);
    expect(response.statusCode).toBe(200);
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
    });
  });

  it('asks the worker to refill a deck that runs low, once however often it is read', async () => {
    const viewer = await signedInPerson(api.db, { gender: 'Female' });
    await deckBuiltAs(viewer.userId, []);
    builds.length = 0;
    expect((await getPotential(viewer.token)).json()).toEqual([]);
    expect((await getPotential(viewer.token)).json()).toEqual([]);
    await expect.poll(() => builds).toEqual([{ userId: viewer.userId, reason: 'deck_low' }]);
  });

  it('does not ask for a refill while a full page remains', async () => {
    const viewer = await signedInPerson(api.db, { gender: 'Female' });
    const men = await Promise.all(
      Array.from({ length: 20 }, () => createPerson(api.db, { gender: 'Male' })),
    );
    await deckBuiltAs(
      viewer.userId,
      men.map((candidateId) => ({ candidateId, score: 70, level: 'good' })),
    );
    builds.length = 0;
    const response = await getPotential(viewer.token);
    expect((response.json() as unknown[]).length).toBe(20);
    // A job enqueued now runs after anything the read enqueued before answering: one worker,
    // first in first out.
    const marker = { marker: randomUUID() };
    await api.infrastructure.queue.enqueue(JOB_NAMES.deckBuild, marker);
    await expect.poll(() => builds).toContainEqual(marker);
    expect(builds).toEqual([marker]);
  });
});
