import { scoreDeckEntries } from '@starmatch/db/queries/deck-candidates';
import { replaceDeck } from '@starmatch/db/queries/decks';
import { readFeed } from '@starmatch/db/queries/feed';
import { readReturnedCard, undoLastPass, withCardFirst } from '@starmatch/db/queries/undo-pass';
import { appToday } from '@starmatch/db/queries/visibility';
import type { TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { decideOnCandidate } from '../../src/matching/decide-on-candidate.js';
import { createUseCaseContext, type UseCaseContext } from '../support/use-case-context.js';

// Undo takes back what a like or pass remembered (packages/db/src/queries/undo-pass.ts), so its
// passes and likes are made as a person makes them, through the use case.

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

/** What a deck build would score `candidateId` at for `viewer` today. */
async function deckScore(viewer: string, candidateId: string): Promise<number> {
  const [entry] = await scoreDeckEntries(test.db, {
    viewerId: viewer,
    today: appToday(),
    ids: [candidateId],
  });
  if (!entry) throw new Error('no profile to score');
  return entry.score;
}

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
    .selectFrom('last_swipes')
    .select(['candidate_id', 'is_like', 'score', 'undone_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

const requestStatus = async (id: string) =>
  (
    await test.db
      .selectFrom('match_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

async function requestTo(viewer: string, from: string): Promise<string> {
  const row = await test.db
    .insertInto('match_requests')
    .values({ from_user: from, to_user: viewer })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

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

describe('undoLastPass', () => {
  it('removes the pass and answers the card the feed showed, first from then on', async () => {
    const { viewer, men } = await viewerWithDeck(3);
    const [best, passed, third] = men as [string, string, string];
    const before = await readFeed(test.db, { userId: viewer });
    await swipe(viewer, passed, false);
    expect(await readReturnedCard(test.db, { userId: viewer })).toBeNull();

    const result = await undoLastPass(test.db, { userId: viewer, targetUserId: passed });
    expect(result).toEqual({
      status: 'restored',
      card: expect.any(String),
      requestRestored: false,
    });
    const card = result.status === 'restored' ? result.card : '';
    expect(JSON.parse(card)).toEqual(before[1]);
    expect(await readReturnedCard(test.db, { userId: viewer })).toBe(card);
    const swipes = await test.db
      .selectFrom('swipes')
      .selectAll()
      .where('from_user', '=', viewer)
      .execute();
    expect(swipes).toEqual([]);
    const page = await readFeed(test.db, { userId: viewer });
    const ids = (json: string) =>
      (JSON.parse(json) as Array<{ userId: string }>).map((c) => c.userId);
    expect(ids(withCardFirst(JSON.stringify(page), card, 20))).toEqual([passed, best, third]);
    expect(await lastSwipe(viewer)).toMatchObject({
      candidate_id: passed,
      undone_at: expect.any(Date),
    });

    // Deciding again ends its place at the front.
    await swipe(viewer, passed, true);
    expect(await readReturnedCard(test.db, { userId: viewer })).toBeNull();
  });

  it('scores someone passed off the deck as the deck would', async () => {
    const { viewer, men } = await viewerWithDeck(0);
    const stranger = await createPerson(test.db, { gender: 'Male', sign: 'gemini' });
    await test.db
      .updateTable('settings')
      .set({ preferred_cities: [] })
      .where('user_id', '=', viewer)
      .execute();
    expect(men).toEqual([]);
    await swipe(viewer, stranger, false);
    const result = await undoLastPass(test.db, { userId: viewer, targetUserId: stranger });
    const card = JSON.parse(result.status === 'restored' ? result.card : '{}');
    expect(card.compatibilityScore).toBe(await deckScore(viewer, stranger));
    expect(card.compatibility.score).toBe(card.compatibilityScore);
  });

  it('restores the request the pass declined, a repeated pass included', async () => {
    const { viewer, men } = await viewerWithDeck(2);
    const [suitor, other] = men as [string, string];
    const request = await requestTo(viewer, suitor);
    await swipe(viewer, suitor, false);
    await swipe(viewer, other, false);
    // The deck wrapped around in the browser: the same pass again is the latest decision.
    await swipe(viewer, suitor, false);
    expect(await requestStatus(request)).toBe('declined');
    const result = await undoLastPass(test.db, { userId: viewer, targetUserId: suitor });
    expect(result).toMatchObject({ status: 'restored', requestRestored: true });
    expect(await requestStatus(request)).toBe('pending');
    // The repeat found him off the deck and the pass between forgot his deck score: the undo
    // scores him as a build would.
    const card = JSON.parse(result.status === 'restored' ? result.card : '{}');
    expect(card.compatibilityScore).toBe(await deckScore(viewer, suitor));
  });

  it('refuses twice, after a like, and with nothing done; a refusal changes nothing', async () => {
    const { viewer, men } = await viewerWithDeck(3);
    const [first, second, third] = men as [string, string, string];
    const undo = (targetUserId: string) => undoLastPass(test.db, { userId: viewer, targetUserId });
    expect(await undo(first)).toEqual({ status: 'nothing_to_undo' });
    await swipe(viewer, first, false);
    await swipe(viewer, second, false);
    expect(await undo(first)).toEqual({ status: 'not_last' });
    expect((await undo(second)).status).toBe('restored');
    expect(await undo(second)).toEqual({ status: 'already_undone' });
    expect(await undo(first)).toEqual({ status: 'not_last' });
    await swipe(viewer, third, true);
    expect(await undo(third)).toEqual({ status: 'not_a_pass' });
    expect(await undo(second)).toEqual({ status: 'not_last' });
  });

  it('rolls back when the person may not be seen once the pass is gone', async () => {
    const { viewer, men } = await viewerWithDeck(1);
    const suitor = men[0] as string;
    const request = await requestTo(viewer, suitor);
    await swipe(viewer, suitor, false);
    await test.db
      .insertInto('blocks')
      .values({ blocker_id: viewer, blocked_id: suitor, blocked_name: 'Suitor' })
      .execute();
    const last = await lastSwipe(viewer);
    expect(await undoLastPass(test.db, { userId: viewer, targetUserId: suitor })).toEqual({
      status: 'not_visible',
    });
    expect(await requestStatus(request)).toBe('declined');
    const swipes = await test.db
      .selectFrom('swipes')
      .select('is_like')
      .where('from_user', '=', viewer)
      .execute();
    expect(swipes).toEqual([{ is_like: false }]);
    expect(await lastSwipe(viewer)).toEqual(last);
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
