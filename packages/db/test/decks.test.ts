import { describe, expect, it } from 'vitest';
import {
  deckBuildFollowsChange,
  listDeck,
  removeFromDeck,
  replaceDeck,
} from '../src/queries/decks.js';
import { deckCompatibility } from '../src/testing-deck.js';
import { createPerson } from '../src/testing-people.js';
import { peopleDatabase } from './support/people-database.js';

const test = peopleDatabase();

type DeckEntry = Parameters<typeof replaceDeck>[1]['entries'][number];

/** A deck entry as a build writes it: with the compatibility text that goes with its score. */
function entry(candidateId: string, score: number, level: DeckEntry['level']): DeckEntry {
  return { candidateId, score, level, compatibility: deckCompatibility(score) };
}

/** `count` men, made one after another. */
async function men(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await createPerson(test.db, { gender: 'Male' }));
  return ids;
}

describe('replaceDeck', () => {
  it('replaces the whole deck with the new entries', async () => {
    const owner = await createPerson(test.db);
    const [a, b, c] = await men(3);
    await replaceDeck(test.db, {
      userId: owner,
      entries: [entry(a!, 90, 'great'), entry(b!, 40, 'challenging')],
    });
    await replaceDeck(test.db, {
      userId: owner,
      entries: [entry(c!, 98, 'excellent'), entry(b!, 70, 'good')],
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
      entries: [entry(kept, 84, 'great')],
    });
    const missingUser = '00000000-0000-4000-8000-000000000000';
    await expect(
      replaceDeck(test.db, {
        userId: owner,
        entries: [entry(fresh, 98, 'excellent'), entry(missingUser, 90, 'great')],
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
    const [a, b] = await men(2);
    await replaceDeck(test.db, {
      userId: owner,
      entries: [entry(a!, 90, 'great'), entry(b!, 20, 'different')],
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
