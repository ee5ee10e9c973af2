import { withCardFirst } from '@starmatch/db/queries/undo-pass';
import type { TestDatabase } from '@starmatch/db/testing';
import { describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { decideOnCandidate } from '../../src/matching/decide-on-candidate.js';
import { lastDecisionOf, viewerWithDeck } from '../support/deck-of-men.js';
import { useCaseContextPerFile } from '../support/use-case-context.js';

// What Undo may take back is decided in matching/undo-pass.ts (undo-pass.test.ts); this keeps
// the latest decision's record, made as a person makes it (through the use case), and the
// deck read's reordering.

let test: TestDatabase;
let ctx: DomainContext;
useCaseContextPerFile((context) => ({ test, ctx } = context));

const decide = (fromUser: string, toUser: string, isLike: boolean) =>
  decideOnCandidate(ctx, { userId: fromUser, candidateId: toUser, like: isLike });

const lastDecision = (userId: string) => lastDecisionOf(test.db, userId);

describe('last_decisions', () => {
  it('holds the latest like or pass with the deck score a pass took away', async () => {
    const { viewer, men, scores } = await viewerWithDeck(test.db, 2);
    const [first, second] = men as [string, string];
    await decide(viewer, first, false);
    expect(await lastDecision(viewer)).toEqual({
      candidate_id: first,
      is_like: false,
      score: scores[0],
      undone_at: null,
    });
    await decide(viewer, second, true);
    expect(await lastDecision(viewer)).toMatchObject({ candidate_id: second, is_like: true });
    // Passing after a like answers as the like, so the latest decision stays a like.
    await decide(viewer, second, false);
    expect(await lastDecision(viewer)).toMatchObject({ candidate_id: second, is_like: true });
    // A repeated pass (the deck wraps around) is the latest decision again, with its old score.
    await decide(viewer, first, false);
    expect(await lastDecision(viewer)).toMatchObject({ candidate_id: first, score: null });
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
