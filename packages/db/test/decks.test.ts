import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deckBuildFollowsChange,
  listDeck,
  removeFromDeck,
  replaceDeck,
} from '../src/queries/decks.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { deckCompatibility } from '../src/testing-deck.js';
import { clearPeople, createPerson } from '../src/testing-people.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});
beforeEach(async () => {
  await clearPeople(test.db);
});

describe('replaceDeck', () => {
  it('replaces the whole deck with the new entries', async () => {
    const owner = await createPerson(test.db);
    const [a, b, c] = [
      await createPerson(test.db, { gender: 'Male' }),
      await createPerson(test.db, { gender: 'Male' }),
      await createPerson(test.db, { gender: 'Male' }),
    ];
    await replaceDeck(test.db, {
      userId: owner,
      entries: [
        { candidateId: a!, score: 90, level: 'great', compatibility: deckCompatibility(90) },
        { candidateId: b!, score: 40, level: 'challenging', compatibility: deckCompatibility(40) },
      ],
    });
    await replaceDeck(test.db, {
      userId: owner,
      entries: [
        { candidateId: c!, score: 98, level: 'excellent', compatibility: deckCompatibility(98) },
        { candidateId: b!, score: 70, level: 'good', compatibility: deckCompatibility(70) },
      ],
    });
    expect(await listDeck(test.db, owner)).toEqual([
      { candidateId: c, score: 98, level: 'excellent' },
      { candidateId: b, score: 70, level: 'good' },
    ]);
    await replaceDeck(test.db, { userId: owner, entries: [] });
    expect(await listDeck(test.db, owner)).toEqual([]);
  });

  it('is all or nothing: a failed write leaves the old deck whole', async () => {
    const owner = await createPerson(test.db);
    const kept = await createPerson(test.db, { gender: 'Male' });
    const fresh = await createPerson(test.db, { gender: 'Male' });
    await replaceDeck(test.db, {
      userId: owner,
      entries: [
        { candidateId: kept, score: 84, level: 'great', compatibility: deckCompatibility(84) },
      ],
    });
    const missingUser = '00000000-0000-4000-8000-000000000000';
    await expect(
      replaceDeck(test.db, {
        userId: owner,
        entries: [
          {
            candidateId: fresh,
            score: 98,
            level: 'excellent',
            compatibility: deckCompatibility(98),
          },
          {
            candidateId: missingUser,
            score: 90,
            level: 'great',
            compatibility: deckCompatibility(90),
          },
        ],
      }),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await listDeck(test.db, owner)).toEqual([
      { candidateId: kept, score: 84, level: 'great' },
    ]);
  });

  it('keeps rows written after its transaction began (a build that read later)', async () => {
    const owner = await createPerson(test.db);
    const newcomer = await createPerson(test.db, { gender: 'Male' });
    await test.db
      .insertInto('decks')
      .values({
        user_id: owner,
        candidate_id: newcomer,
        score: 70,
        level: 'good',
        compatibility: deckCompatibility(70),
        built_at: new Date(Date.now() + 60_000),
      })
      .execute();
    await replaceDeck(test.db, { userId: owner, entries: [] });
    expect(await listDeck(test.db, owner)).toEqual([
      { candidateId: newcomer, score: 70, level: 'good' },
    ]);
  });
});

describe('removeFromDeck and deckBuildFollowsChange', () => {
  it('remove one row, and only profile or settings changes are gathered per window', async () => {
    const owner = await createPerson(test.db);
    const [a, b] = [
      await createPerson(test.db, { gender: 'Male' }),
      await createPerson(test.db, { gender: 'Male' }),
    ];
    await replaceDeck(test.db, {
      userId: owner,
      entries: [
        { candidateId: a!, score: 90, level: 'great', compatibility: deckCompatibility(90) },
        { candidateId: b!, score: 20, level: 'different', compatibility: deckCompatibility(20) },
      ],
    });
    await removeFromDeck(test.db, { userId: owner, candidateId: a! });
    expect(await listDeck(test.db, owner)).toEqual([
      { candidateId: b, score: 20, level: 'different' },
    ]);
    expect(
      ['profile_updated', 'settings_updated', 'deck_low', 'refresh'].map((reason) =>
        deckBuildFollowsChange(reason as 'refresh'),
      ),
    ).toEqual([true, true, false, false]);
  });
});
