import { scoreDeckEntries } from '@starmatch/db/queries/deck-candidates';
import { replaceDeck } from '@starmatch/db/queries/decks';
import { withCardFirst } from '@starmatch/db/queries/undo-pass';
import { appToday } from '@starmatch/db/queries/visibility';
import type { TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { decideOnCandidate } from '../../src/matching/decide-on-candidate.js';
import { createUseCaseContext, type UseCaseContext } from '../support/use-case-context.js';

// What Undo may take back is decided in matching/undo-pass.ts (undo-pass.test.ts); this keeps
// the latest decision's record, made as a person makes it (through the use case), and the
// feed's reordering.

let context: UseCaseContext;
let test: TestDatabase;
let ctx: DomainContext;
beforeAll(async () => {
  context = await createUseCaseContext();
  ({ test, ctx } = context);
});
afterAll(async () => {
  await context.destroy();
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
  decideOnCandidate(ctx, { userId: fromUser, candidateId: toUser, like: isLike });

const lastSwipe = (userId: string) =>
  test.db
    .selectFrom('last_decisions')
    .select(['candidate_id', 'is_like', 'score', 'undone_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

describe('last_decisions', () => {
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
