import { scoreDeckEntries } from '@starmatch/db/queries/deck-candidates';
import { readDeckCards } from '@starmatch/db/queries/deck-page';
import { readReturnedCard, withCardFirst } from '@starmatch/db/queries/undo-pass';
import { appToday } from '@starmatch/db/queries/visibility';
import type { TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import { describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { decideOnCandidate } from '../../src/matching/decide-on-candidate.js';
import { undoPass } from '../../src/matching/undo-pass.js';
import { lastDecisionOf, viewerWithDeck } from '../support/deck-of-men.js';
import { useCaseContextPerFile } from '../support/use-case-context.js';

let test: TestDatabase;
let ctx: DomainContext;
useCaseContextPerFile((context) => ({ test, ctx } = context));

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

const decide = (fromUser: string, toUser: string, isLike: boolean) =>
  decideOnCandidate(ctx, { userId: fromUser, candidateId: toUser, like: isLike });

const lastDecision = (userId: string) => lastDecisionOf(test.db, userId);

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
  it('removes the pass and answers the card the deck showed, first from then on', async () => {
    const { viewer, men } = await viewerWithDeck(test.db, 3);
    const [best, passed, third] = men as [string, string, string];
    const before = await readDeckCards(test.db, { userId: viewer });
    await decide(viewer, passed, false);
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
    const decisions = await test.db
      .selectFrom('decisions')
      .selectAll()
      .where('from_user', '=', viewer)
      .execute();
    expect(decisions).toEqual([]);
    const page = await readDeckCards(test.db, { userId: viewer });
    const ids = (json: string) =>
      (JSON.parse(json) as Array<{ userId: string }>).map((c) => c.userId);
    expect(ids(withCardFirst(JSON.stringify(page), card, 20))).toEqual([passed, best, third]);
    expect(await lastDecision(viewer)).toMatchObject({
      candidate_id: passed,
      undone_at: expect.any(Date),
    });

    // Deciding again ends its place at the front.
    await decide(viewer, passed, true);
    expect(await readReturnedCard(test.db, { userId: viewer })).toBeNull();
  });

  it('scores someone passed off the deck as the deck would', async () => {
    const { viewer, men } = await viewerWithDeck(test.db, 0);
    const stranger = await createPerson(test.db, { gender: 'Male', sign: 'gemini' });
    await test.db
      .updateTable('settings')
      .set({ preferred_cities: [] })
      .where('user_id', '=', viewer)
      .execute();
    expect(men).toEqual([]);
    await decide(viewer, stranger, false);
    const result = await undoPass(ctx, { userId: viewer, targetUserId: stranger });
    const card = JSON.parse(result.outcome === 'restored' ? result.card : '{}');
    expect(card.compatibilityScore).toBe(await deckScore(viewer, stranger));
    expect(card.compatibility.score).toBe(card.compatibilityScore);
  });

  it('restores the request the pass declined, a repeated pass included', async () => {
    const { viewer, men } = await viewerWithDeck(test.db, 2);
    const [suitor, other] = men as [string, string];
    const request = await requestTo(viewer, suitor);
    await decide(viewer, suitor, false);
    await decide(viewer, other, false);
    // The deck wrapped around in the browser: the same pass again is the latest decision.
    await decide(viewer, suitor, false);
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
    const { viewer, men } = await viewerWithDeck(test.db, 3);
    const [first, second, third] = men as [string, string, string];
    const undo = (targetUserId: string) => undoPass(ctx, { userId: viewer, targetUserId });
    expect(await undo(first)).toEqual({ outcome: 'nothing_to_undo' });
    await decide(viewer, first, false);
    await decide(viewer, second, false);
    expect(await undo(first)).toEqual({ outcome: 'not_last' });
    expect((await undo(second)).outcome).toBe('restored');
    expect(await undo(second)).toEqual({ outcome: 'already_undone' });
    expect(await undo(first)).toEqual({ outcome: 'not_last' });
    await decide(viewer, third, true);
    expect(await undo(third)).toEqual({ outcome: 'not_a_pass' });
    expect(await undo(second)).toEqual({ outcome: 'not_last' });
  });

  it('rolls back when the person may not be seen once the pass is gone', async () => {
    const { viewer, men } = await viewerWithDeck(test.db, 1);
    const suitor = men[0] as string;
    const request = await requestTo(viewer, suitor);
    await decide(viewer, suitor, false);
    await test.db
      .insertInto('blocks')
      .values({ blocker_id: viewer, blocked_id: suitor, blocked_name: 'Suitor' })
      .execute();
    const last = await lastDecision(viewer);
    expect(await undoPass(ctx, { userId: viewer, targetUserId: suitor })).toEqual({
      outcome: 'not_visible',
    });
    expect(await requestStatus(request)).toBe('declined');
    const decisions = await test.db
      .selectFrom('decisions')
      .select('is_like')
      .where('from_user', '=', viewer)
      .execute();
    expect(decisions).toEqual([{ is_like: false }]);
    expect(await lastDecision(viewer)).toEqual(last);
  });
});
