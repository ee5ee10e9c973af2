import type { Database } from '@starmatch/db/database';
import { changePassToLike, findDecision, insertDecision } from '@starmatch/db/queries/decisions';
import { removeFromDeck } from '@starmatch/db/queries/decks';
import { rememberLastDecision } from '@starmatch/db/queries/last-decisions';
import {
  answerRequest,
  createPendingRequest,
  findRequest,
} from '@starmatch/db/queries/match-requests';
import { createMatch, findMatchBetween } from '@starmatch/db/queries/matches';
import { lockPair } from '@starmatch/db/queries/pair-lock';
import { appToday, canStillReach, isVisibleTo } from '@starmatch/db/queries/visibility';
import type { Transaction } from 'kysely';
import { ACCOUNT_LIMITS } from '../account-limits.js';
import type { DomainContext } from '../context.js';
import { transact, type UnitOfWork } from '../events/unit-of-work.js';
import { recordMatchCreated } from './respond-to-request.js';

/**
 * What a like or a pass did. `not_visible`: someone the person cannot see now (answered as
 * someone who does not exist); `limited`: over LIKES_PER_DAY, nothing recorded. `repeated`:
 * the person had already decided about them, so nothing was written and nobody is told again.
 */
export type DecisionResult =
  | { outcome: 'limited'; message: string; retryAfterSeconds: number }
  | Outcome;

/** What a decision came to, once recorded. */
type Outcome =
  | { outcome: 'not_visible' }
  | { outcome: 'passed'; repeated: boolean }
  | { outcome: 'requested'; repeated: boolean; requestId: string | null }
  | { outcome: 'matched'; repeated: boolean; matchId: string; acceptedRequestId: string | null };

/** One like or pass: who decided, about whom, which way, and on what day in New Zealand. */
interface Decision {
  fromUser: string;
  toUser: string;
  isLike: boolean;
  today: string;
}

/**
 * A person likes or passes on a card of their deck. A like is counted against LIKES_PER_DAY
 * before it is recorded, so a refused like changes nothing, and given back when it turns out
 * not to be a new one (a repeat, someone not visible, a failure); passes are free. A new like
 * sends a match request (`request.received`) or, when the other already asked, makes the match
 * (`match.created`); a repeat tells nobody again.
 */
export async function decideOnCandidate(
  ctx: DomainContext,
  params: { userId: string; candidateId: string; like: boolean },
): Promise<DecisionResult> {
  const { userId, candidateId, like } = params;
  let giveBack = async () => {};
  if (like) {
    const taken = await ctx.limiter.take([{ limit: ACCOUNT_LIMITS.likes, key: userId }]);
    if (!taken.allowed) {
      const { message } = ACCOUNT_LIMITS.likes;
      return { outcome: 'limited', message, retryAfterSeconds: taken.retryAfterSeconds };
    }
    giveBack = () => taken.reservation.release();
  }
  try {
    const decision = {
      fromUser: userId,
      toUser: candidateId,
      isLike: like,
      today: appToday(ctx.now()),
    };
    const result = await transact(ctx, async (unit) => {
      const recorded = await recordDecision(unit.db, decision);
      announce(unit, decision, recorded);
      return recorded;
    });
    if (result.outcome === 'not_visible' || result.repeated) await giveBack();
    return result;
  } catch (error) {
    await giveBack();
    throw error;
  }
}

function announce(unit: UnitOfWork, decision: Decision, result: Outcome): void {
  if (result.outcome === 'requested' && !result.repeated && result.requestId) {
    unit.record({
      type: 'request.received',
      payload: {
        requestId: result.requestId,
        fromUserId: decision.fromUser,
        toUserId: decision.toUser,
      },
    });
  }
  if (result.outcome === 'matched' && !result.repeated) {
    recordMatchCreated(unit, {
      matchId: result.matchId,
      requesterId: decision.toUser,
      accepterId: decision.fromUser,
    });
  }
}

/**
 * Under the pair's lock, the like or pass takes the person off the deck and is decided; any
 * decision but `not_visible` (a stale deck row for them is dropped all the same) is remembered.
 */
async function recordDecision(trx: Transaction<Database>, decision: Decision): Promise<Outcome> {
  const { fromUser, toUser } = decision;
  await lockPair(trx, fromUser, toUser);
  const deckEntry = await removeFromDeck(trx, { userId: fromUser, candidateId: toUser });
  const result = await decide(trx, decision);
  // What the person did, repeats included (the deck's card offers Undo after any pass, and a
  // pass after a like answers as the like): the one decision Undo may take back.
  if (result.outcome !== 'not_visible') {
    await rememberLastDecision(trx, {
      userId: fromUser,
      candidateId: toUser,
      isLike: result.outcome !== 'passed',
      score: deckEntry?.score ?? null,
      compatibility: deckEntry?.compatibility ?? null,
    });
  }
  return result;
}

/**
 * The target must be visible to the person deciding now (else 'not_visible': nothing is
 * recorded). A like sends a match request, or, when the target already asked them, accepts that
 * request and creates the match at once. A pass declines a pending request from the target:
 * saying no in the deck is saying no to the request too. A like after a pass is a second chance:
 * the pass becomes a like, and a request the pass (or the person) declined is accepted after all.
 * Otherwise the first decision stands; repeating it, or passing after a like, answers the first.
 */
async function decide(trx: Transaction<Database>, decision: Decision): Promise<Outcome> {
  const { fromUser, toUser, isLike } = decision;
  const earlier = await findDecision(trx, { fromUser, toUser });
  const reconsidering = earlier !== null && !earlier.isLike && isLike;
  if (earlier && !reconsidering) {
    // A block or a moderator since the first decision: the target is gone for the person.
    if (!(await canStillReach(trx, { fromUser, toUser }))) return { outcome: 'not_visible' };
    return earlierDecision(trx, fromUser, toUser, earlier.isLike);
  }

  const visible = await isVisibleTo(trx, {
    viewerId: fromUser,
    candidateId: toUser,
    today: decision.today,
    reconsidering,
  });
  if (!visible) return { outcome: 'not_visible' };

  if (reconsidering) await changePassToLike(trx, { fromUser, toUser });
  else await insertDecision(trx, { fromUser, toUser, isLike });
  const theirs = await findRequest(trx, {
    fromUser: toUser,
    toUser: fromUser,
    statuses: reconsidering ? ['pending', 'declined'] : ['pending'],
  });
  if (!isLike) {
    if (theirs) await answerRequest(trx, { requestId: theirs.id, status: 'declined' });
    return { outcome: 'passed', repeated: false };
  }
  if (theirs) {
    await answerRequest(trx, {
      requestId: theirs.id,
      status: 'accepted',
      from: ['pending', 'declined'],
    });
    const match = await createMatch(trx, { userId: fromUser, otherUserId: toUser });
    await removeFromDeck(trx, { userId: toUser, candidateId: fromUser });
    return {
      outcome: 'matched',
      repeated: false,
      matchId: match.id,
      acceptedRequestId: theirs.id,
    };
  }
  const request = await createPendingRequest(trx, { fromUser, toUser });
  return { outcome: 'requested', repeated: false, requestId: request.id };
}

/** A decision already on record answers as it did, reading what came of it since. */
async function earlierDecision(
  trx: Transaction<Database>,
  fromUser: string,
  toUser: string,
  isLike: boolean,
): Promise<Outcome> {
  if (!isLike) return { outcome: 'passed', repeated: true };
  const match = await findMatchBetween(trx, { userId: fromUser, otherUserId: toUser });
  if (match) {
    return { outcome: 'matched', repeated: true, matchId: match.id, acceptedRequestId: null };
  }
  const pending = await findRequest(trx, { fromUser, toUser });
  return { outcome: 'requested', repeated: true, requestId: pending?.id ?? null };
}
