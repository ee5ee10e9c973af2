import { deckResponseSchema } from '@starmatch/contracts/candidates';
import { describe, expect, it } from 'vitest';
import { readDeckCards } from '../src/queries/deck-page.js';
import { replaceDeck } from '../src/queries/decks.js';
import { createMatch } from '../src/queries/matches.js';
import { deckCompatibility } from '../src/testing-deck.js';
import { createPerson } from '../src/testing-people.js';
import { fileDatabase } from './support/file-database.js';

const test = fileDatabase();

async function deckOf(owner: string, scores: Record<string, number>) {
  await replaceDeck(test.db, {
    userId: owner,
    entries: Object.entries(scores).map(([candidateId, score]) => ({
      candidateId,
      score,
      level: score >= 95 ? 'excellent' : 'good',
      compatibility: deckCompatibility(score),
    })),
  });
}

describe('readDeckCards', () => {
  it('returns the deck best first with each person, photos in position order', async () => {
    const owner = await createPerson(test.db);
    const star = await createPerson(test.db, {
      gender: 'Male',
      fullName: 'Rawiri Walker',
      dateOfBirth: '1994-08-01',
      photos: 3,
    });
    const [low, tieA, tieB] = [
      await createPerson(test.db, { gender: 'Male' }),
      await createPerson(test.db, { gender: 'Male' }),
      await createPerson(test.db, { gender: 'Male' }),
    ];
    await deckOf(owner, { [low!]: 60, [star]: 98, [tieA!]: 70, [tieB!]: 70 });
    const cards = await readDeckCards(test.db, { userId: owner, today: '2026-11-27' });
    const ties = [tieA!, tieB!].sort();
    expect(cards.map((entry) => entry.userId)).toEqual([star, ...ties, low]);
    // The card as GET /api/matches/potential answers it: the age on `today`, never the birthday.
    const card = {
      userId: star,
      fullName: 'Rawiri Walker',
      age: 32,
      gender: 'Male',
      bio: 'Loves the outdoors and good coffee.',
      profileImageUrl: `/uploads/profiles/${star}/0.webp`,
      photos: [0, 1, 2].map((position) => `/uploads/profiles/${star}/${position}.webp`),
      zodiacSign: 'leo',
      location: 'Auckland, Auckland',
      user: {
        firstName: 'Rawiri',
        lastName: 'Walker',
        fullName: 'Rawiri Walker',
        profileImageUrl: `/uploads/profiles/${star}/0.webp`,
        bio: 'Loves the outdoors and good coffee.',
        age: 32,
      },
      compatibilityScore: 98,
      zodiacCompatibilityLevel: 'excellent',
      // The build's explanation, passed through as the deck row holds it.
      compatibility: JSON.parse(deckCompatibility(98)),
    };
    expect(cards[0]).toEqual(card);
    // Parsing strips what the contract does not name, so this also holds every card to its keys.
    expect(deckResponseSchema.parse(cards)).toEqual(cards);
    expect((await readDeckCards(test.db, { userId: owner, limit: 2 })).length).toBe(2);
  });

  it('skips whoever was liked or passed, matched, answered, deleted or left without photos since the build', async () => {
    const owner = await createPerson(test.db);
    const people = await Promise.all(
      Array.from({ length: 7 }, () => createPerson(test.db, { gender: 'Male' })),
    );
    const [liked, passed, matched, declined, deleted, photoless, stillThere] = people as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await deckOf(owner, Object.fromEntries(people.map((id) => [id, 80])));
    await test.db
      .insertInto('decisions')
      .values([
        { from_user: owner, to_user: liked, is_like: true },
        { from_user: owner, to_user: passed, is_like: false },
      ])
      .execute();
    await createMatch(test.db, { userId: matched, otherUserId: owner });
    await test.db
      .insertInto('match_requests')
      .values({ from_user: declined, to_user: owner, status: 'declined' })
      .execute();
    await test.db.deleteFrom('users').where('id', '=', deleted).execute();
    await test.db.deleteFrom('photos').where('user_id', '=', photoless).execute();
    const cards = await readDeckCards(test.db, { userId: owner });
    expect(cards.map((entry) => entry.userId)).toEqual([stillThere]);
  });

  it('is empty for someone who has no deck', async () => {
    const loner = await createPerson(test.db);
    expect(await readDeckCards(test.db, { userId: loner })).toEqual([]);
  });
});
