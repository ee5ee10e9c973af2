import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreDeckEntries } from '../src/queries/deck-candidates.js';
import { replaceDeck } from '../src/queries/decks.js';
import { recordSwipe } from '../src/queries/swipes.js';
import { withCardFirst } from '../src/queries/undo-pass.js';
import { appToday } from '../src/queries/visibility.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { createPerson } from '../src/testing-people.js';

// What Undo may take back is decided in packages/domain (test/undo-pass.test.ts); this keeps the
// latest decision's record and the feed's reordering.

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

let towns = 0;

/**
 * A woman and `count` men of a town of their own, all in her deck as a build scores them: the
 * men come back in the deck's order (the same score, so by id), with their scores.
 */
async function viewerWithDeck(count: number) {
  towns += 1;
  const city = `Undo Town ${towns}`;
  const viewer = await createPerson(test.db, {
    gender: 'Female',
    sign: 'aries',
    city,
    preferredCities: [city],
  });
  const found: string[] = [];
  for (let index = 0; index < count; index += 1) {
    found.push(
      await createPerson(test.db, { gender: 'Male', sign: 'leo', city, preferredCities: [city] }),
    );
  }
  const entries = await scoreDeckEntries(test.db, {
    viewerId: viewer,
    today: appToday(),
    ids: found,
  });
  entries.sort((a, b) => b.score - a.score || (a.candidateId < b.candidateId ? -1 : 1));
  await replaceDeck(test.db, { userId: viewer, entries });
  const men = entries.map((entry) => entry.candidateId);
  const scores = entries.map((entry) => entry.score);
  return { viewer, men, scores };
}

const swipe = (fromUser: string, toUser: string, isLike: boolean) =>
  recordSwipe(test.db, { fromUser, toUser, isLike, today: appToday() });

const lastSwipe = (userId: string) =>
  test.db
    .selectFrom('last_swipes')
    .select(['candidate_id', 'is_like', 'score', 'undone_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

describe('last_swipes', () => {
  it('holds the latest like or pass with the deck score a pass took away', async () => {
    const { viewer, men, scores } = await viewerWithDeck(2);
    const [first, second] = men as [string, string];
    await swipe(viewer, first, false);
    expect(await lastSwipe(viewer)).toEqual({
      candidate_id: first,
      is_like: false,
      score: scores[0],
      undone_at: null,
    });
    await swipe(viewer, second, true);
    expect(await lastSwipe(viewer)).toMatchObject({ candidate_id: second, is_like: true });
    // Passing after a like answers as the like, so the latest decision stays a like.
    await swipe(viewer, second, false);
    expect(await lastSwipe(viewer)).toMatchObject({ candidate_id: second, is_like: true });
    // A repeated pass (the deck wraps around) is the latest decision again, with its old score.
    await swipe(viewer, first, false);
    expect(await lastSwipe(viewer)).toMatchObject({ candidate_id: first, score: null });
  });
});

describe('withCardFirst', () => {
  it('puts the card first, drops its second copy and keeps the page size', () => {
    const card = (userId: string) => JSON.stringify({ userId });
    const page = JSON.stringify([{ userId: 'a' }, { userId: 'b' }, { userId: 'c' }]);
    expect(JSON.parse(withCardFirst(page, card('b'), 3))).toEqual([
      { userId: 'b' },
      { userId: 'a' },
      { userId: 'c' },
    ]);
    expect(JSON.parse(withCardFirst(page, card('z'), 3))).toEqual([
      { userId: 'z' },
      { userId: 'a' },
      { userId: 'b' },
    ]);
    expect(JSON.parse(withCardFirst('[]', card('z'), 3))).toEqual([{ userId: 'z' }]);
  });
});
