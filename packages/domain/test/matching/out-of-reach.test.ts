import { blockUser } from '@starmatch/db/queries/blocks';
import { replaceDeck } from '@starmatch/db/queries/decks';
import {
  countPendingRequestsTo,
  listPendingRequestsTo,
} from '@starmatch/db/queries/match-requests';
import type { TestDatabase } from '@starmatch/db/testing';
import { deckCompatibility } from '@starmatch/db/testing-deck';
import { createPair } from '@starmatch/db/testing-people';
import { describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { decideOnCandidate } from '../../src/matching/decide-on-candidate.js';
import { respondToRequest } from '../../src/matching/respond-to-request.js';
import { useCaseContextPerFile } from '../support/use-case-context.js';

// Likes and answers between two people one of whom blocked the other, or one of whom a moderator
// took out: the decisions side of what packages/db/test/blocks.test.ts checks of the storage.

let test: TestDatabase;
let ctx: DomainContext;
useCaseContextPerFile((context) => ({ test, ctx } = context));

const DAY = 24 * 60 * 60 * 1000;

function decide(fromUser: string, toUser: string, isLike = true) {
  return decideOnCandidate(ctx, { userId: fromUser, candidateId: toUser, like: isLike });
}

/** A moderator's suspension of `userId`, over at `until` (in the past: over already). */
async function suspendUntil(userId: string, until: Date) {
  await test.db
    .updateTable('users')
    .set({ suspended_until: until })
    .where('id', '=', userId)
    .execute();
}

async function deckOf(owner: string, candidates: string[]) {
  await replaceDeck(test.db, {
    userId: owner,
    entries: candidates.map((candidateId) => ({
      candidateId,
      score: 80,
      level: 'good',
      compatibility: deckCompatibility(80),
    })),
  });
}

describe('a blocked pair', () => {
  it('refuses a like either way at once', async () => {
    const { viewer: her, candidate: him } = await createPair(test.db);
    await deckOf(her, [him]);
    await deckOf(him, [her]);
    await blockUser(test.db, { blockerId: her, blockedId: him });
    expect(await decide(him, her)).toEqual({ outcome: 'not_visible' });
    expect(await decide(her, him)).toEqual({ outcome: 'not_visible' });
  });

  it('withdraws pending requests both ways and refuses a repeated like or an answer', async () => {
    const { viewer: her, candidate: him } = await createPair(test.db);
    const sent = await decide(him, her);
    if (sent.outcome !== 'requested' || !sent.requestId) throw new Error(JSON.stringify(sent));
    await blockUser(test.db, { blockerId: her, blockedId: him });
    expect(await test.db.selectFrom('match_requests').selectAll().execute()).toEqual([]);
    // His like is still on record as a decision, yet repeating it is refused, not answered as before.
    expect(await decide(him, her)).toEqual({ outcome: 'not_visible' });
    expect(
      await respondToRequest(ctx, { requestId: sent.requestId, userId: her, accept: true }),
    ).toEqual({ outcome: 'not_found' });
  });

  it('answers no request between a blocked pair, even one answered before', async () => {
    const { viewer: her, candidate: him } = await createPair(test.db);
    const sent = await decide(him, her);
    if (sent.outcome !== 'requested' || !sent.requestId) throw new Error(JSON.stringify(sent));
    await respondToRequest(ctx, { requestId: sent.requestId, userId: her, accept: false });
    await blockUser(test.db, { blockerId: him, blockedId: her });
    expect(
      await respondToRequest(ctx, { requestId: sent.requestId, userId: her, accept: true }),
    ).toEqual({ outcome: 'not_found' });
  });
});

describe('people out of standing', () => {
  it('refuses a like to someone suspended', async () => {
    const { viewer: her, candidate: him } = await createPair(test.db);
    await deckOf(her, [him]);
    await suspendUntil(him, new Date(Date.now() + DAY));
    expect(await decide(her, him)).toEqual({ outcome: 'not_visible' });
  });

  it('hides the pending request of someone suspended until the suspension ends', async () => {
    const { viewer: her, candidate: him } = await createPair(test.db);
    expect(await decide(him, her)).toMatchObject({ outcome: 'requested' });
    const requesters = async () =>
      (await listPendingRequestsTo(test.db, her)).map((request) => request.fromUser);
    expect(await requesters()).toEqual([him]);
    expect(await countPendingRequestsTo(test.db, her)).toBe(1);

    const setSuspension = (until: Date) => suspendUntil(him, until);
    await setSuspension(new Date(Date.now() + DAY));
    expect(await requesters()).toEqual([]);
    expect(await countPendingRequestsTo(test.db, her)).toBe(0);

    await setSuspension(new Date(Date.now() - 1000));
    expect(await requesters()).toEqual([him]);
    expect(await countPendingRequestsTo(test.db, her)).toBe(1);
  });

  it('refuses a repeated like to someone suspended since the first', async () => {
    const { viewer: her, candidate: him } = await createPair(test.db);
    expect(await decide(her, him)).toMatchObject({ outcome: 'requested', repeated: false });
    await suspendUntil(him, new Date(Date.now() + DAY));
    expect(await decide(her, him)).toEqual({ outcome: 'not_visible' });
  });
});
