import { describe, expect, it } from 'vitest';
import { blockUser } from '../src/queries/blocks.js';
import { replaceDeck } from '../src/queries/decks.js';
import { haveMet } from '../src/queries/have-met.js';
import { createMatch, unmatch } from '../src/queries/matches.js';
import { deckCompatibility } from '../src/testing-deck.js';
import { createPerson } from '../src/testing-people.js';
import { fileDatabase } from './support/file-database.js';

const test = fileDatabase();

async function twoPeople() {
  return {
    her: await createPerson(test.db, { fullName: 'Aroha Ngata' }),
    him: await createPerson(test.db, { gender: 'Male', fullName: 'Nikau Reid', age: 32 }),
  };
}

describe('haveMet', () => {
  it('holds for each way two people can have met, and for nobody else', async () => {
    const cases: Array<[string, (her: string, him: string) => Promise<unknown>]> = [
      [
        'in her deck',
        (her, him) =>
          replaceDeck(test.db, {
            userId: her,
            entries: [
              { candidateId: him, score: 1, level: 'good', compatibility: deckCompatibility(1) },
            ],
          }),
      ],
      [
        'she swiped',
        (her, him) =>
          test.db
            .insertInto('decisions')
            .values({ from_user: her, to_user: him, is_like: false })
            .execute(),
      ],
      [
        'he swiped',
        (her, him) =>
          test.db
            .insertInto('decisions')
            .values({ from_user: him, to_user: her, is_like: true })
            .execute(),
      ],
      [
        'his request',
        (her, him) =>
          test.db.insertInto('match_requests').values({ from_user: him, to_user: her }).execute(),
      ],
      ['a match', (her, him) => createMatch(test.db, { userId: her, otherUserId: him })],
      [
        'an ended match',
        async (her, him) => {
          const match = await createMatch(test.db, { userId: her, otherUserId: him });
          await unmatch(test.db, { matchId: match.id, userId: him });
        },
      ],
    ];
    for (const [label, meet] of cases) {
      const { her, him } = await twoPeople();
      expect(await haveMet(test.db, her, him), label).toBe(false);
      await meet(her, him);
      expect(await haveMet(test.db, her, him), label).toBe(true);
    }
    // Being in his deck is not having been shown him.
    const { her, him } = await twoPeople();
    await replaceDeck(test.db, {
      userId: him,
      entries: [{ candidateId: her, score: 1, level: 'good', compatibility: deckCompatibility(1) }],
    });
    expect(await haveMet(test.db, her, him)).toBe(false);
  });

  it('does not count her own block, and keeps what they had before it (her like, their ended match)', async () => {
    const stranger = await twoPeople();
    await blockUser(test.db, { blockerId: stranger.her, blockedId: stranger.him });
    expect(await haveMet(test.db, stranger.her, stranger.him)).toBe(false);

    const liked = await twoPeople();
    await test.db
      .insertInto('decisions')
      .values({ from_user: liked.her, to_user: liked.him, is_like: true })
      .execute();
    const matched = await twoPeople();
    await createMatch(test.db, { userId: matched.her, otherUserId: matched.him });
    for (const pair of [liked, matched]) {
      await blockUser(test.db, { blockerId: pair.her, blockedId: pair.him });
      expect(await haveMet(test.db, pair.her, pair.him)).toBe(true);
    }
  });
});
