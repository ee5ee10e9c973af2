import { scoreDeckEntries } from '@starmatch/db/queries/deck-candidates';
import { readDeckCards } from '@starmatch/db/queries/deck-page';
import { replaceDeck } from '@starmatch/db/queries/decks';
import { readReturnedCard, withCardFirst } from '@starmatch/db/queries/undo-pass';
import { appToday } from '@starmatch/db/queries/visibility';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import { createMessaging, type Messaging } from '@starmatch/messaging/create-messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDomainContext, type DomainContext } from '../../src/context.js';
import { decideOnCandidate } from '../../src/matching/decide-on-candidate.js';
import { undoPass } from '../../src/matching/undo-pass.js';

const log = { info() {}, warn() {}, error() {} };
let test: TestDatabase;
let messaging: Messaging;
let ctx: DomainContext;
beforeAll(async () => {
  test = await createTestDatabase();
  messaging = createMessaging({ settings: {}, logger: log });
  ctx = createDomainContext({ ...messaging, db: test.db, log });
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([messaging.bus.close(), messaging.queue.close(), messaging.limiter.close()]);
  await test.destroy();
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
    .selectFrom('last_decisions')
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

describe('undoPass', () => {
  it('removes the pass and answers the card the feed showed, first from then on', async () => {
    const { viewer, men } = await viewerWithDeck(3);
    const [best, passed, third] = men as [string, string, string];
    const before = await readDeckCards(test.db, { userId: viewer });
    await swipe(viewer, passed, false);
    expect(await readReturnedCard(test.db, { userId: viewer })).toBeNull();

    const result = await undoPass(ctx, { userId: viewer, targetUserId: passed });
    expect(result).toEqual({
      outcome: 'restored',
      card: expect.any(String),
      requestRestored: false,
    });
    const card = result.outcome === 'restored' ? result.card : '';
    expect(JSON.parse(card)).toEqual(before[1]);
    expect(await readReturnedCard(test.db, { userId: viewer })).toBe(card);
    const swipes = await test.db
      .selectFrom('decisions')
      .selectAll()
      .where('from_user', '=', viewer)
      .execute();
    expect(swipes).toEqual([]);
    const page = await readDeckCards(test.db, { userId: viewer });
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
    const result = await undoPass(ctx, { userId: viewer, targetUserId: stranger });
    const card = JSON.parse(result.outcome === 'restored' ? result.card : '{}');
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
    const result = await undoPass(ctx, { userId: viewer, targetUserId: suitor });
    expect(result).toMatchObject({ outcome: 'restored', requestRestored: true });
    expect(await requestStatus(request)).toBe('pending');
    // The repeat found him off the deck and the pass between forgot his deck score: the undo
    // scores him as a build would.
    const card = JSON.parse(result.outcome === 'restored' ? result.card : '{}');
    expect(card.compatibilityScore).toBe(await deckScore(viewer, suitor));
  });

  it('refuses twice, after a like, and with nothing done; a refusal changes nothing', async () => {
    const { viewer, men } = await viewerWithDeck(3);
    const [first, second, third] = men as [string, string, string];
    const undo = (targetUserId: string) => undoPass(ctx, { userId: viewer, targetUserId });
    expect(await undo(first)).toEqual({ outcome: 'nothing_to_undo' });
    await swipe(viewer, first, false);
    await swipe(viewer, second, false);
    expect(await undo(first)).toEqual({ outcome: 'not_last' });
    expect((await undo(second)).outcome).toBe('restored');
    expect(await undo(second)).toEqual({ outcome: 'already_undone' });
    expect(await undo(first)).toEqual({ outcome: 'not_last' });
    await swipe(viewer, third, true);
    expect(await undo(third)).toEqual({ outcome: 'not_a_pass' });
    expect(await undo(second)).toEqual({ outcome: 'not_last' });
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
    expect(await undoPass(ctx, { userId: viewer, targetUserId: suitor })).toEqual({
      outcome: 'not_visible',
    });
    expect(await requestStatus(request)).toBe('declined');
    const swipes = await test.db
      .selectFrom('decisions')
      .select('is_like')
      .where('from_user', '=', viewer)
      .execute();
    expect(swipes).toEqual([{ is_like: false }]);
    expect(await lastSwipe(viewer)).toEqual(last);
  });
});
