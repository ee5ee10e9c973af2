import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import { removeFromDeck } from './decks.js';
import { inTransaction } from './in-transaction.js';
import { rememberLastSwipe } from './last-swipes.js';
import { answerRequest, createPendingRequest, findRequest } from './match-requests.js';
import { createMatch, findMatchBetween } from './matches.js';
import { lockPair } from './pair-lock.js';
import { canStillReach, isVisibleTo } from './visibility.js';

/**
 * What a like or pass did. `repeated` is true when the person had already decided about the
 * target: nothing was written and nobody should be told again.
 */
export type SwipeResult =
  | { status: 'not_visible' }
  | { status: 'passed'; repeated: boolean }
  | { status: 'requested'; repeated: boolean; requestId: string | null }
  | { status: 'matched'; repeated: boolean; matchId: string; acceptedRequestId: string | null };

/** A decision already on record answers as it did, reading what came of it since. */
async function earlierDecision(
  trx: Transaction<Database>,
  fromUser: string,
  toUser: string,
  isLike: boolean,
): Promise<SwipeResult> {
  if (!isLike) return { status: 'passed', repeated: true };
  const match = await findMatchBetween(trx, { userId: fromUser, otherUserId: toUser });
  if (match) {
    return { status: 'matched', repeated: true, matchId: match.id, acceptedRequestId: null };
  }
  const pending = await findRequest(trx, { fromUser, toUser });
  return { status: 'requested', repeated: true, requestId: pending?.id ?? null };
}

/**
 * Records `fromUser`'s like or pass on `toUser`. The target must be visible to the swiper now
 * (else 'not_visible': nothing is recorded, and a stale deck row for them is dropped). A like
 * sends a match request, or, when the target already asked the swiper, accepts that request and
 * creates the match at once. A pass declines a pending request from the target: saying no in the
 * deck is saying no to the request too. A like after a pass is a second chance: the pass becomes
 * a like, and a request the pass (or the swiper) declined is accepted after all. Otherwise the
 * first decision stands; repeating it, or passing after a like, answers the first.
 */
export async function recordSwipe(
  db: Kysely<Database>,
  params: { fromUser: string; toUser: string; isLike: boolean; today: string },
): Promise<SwipeResult> {
  const { fromUser, toUser } = params;
  return inTransaction(db, async (trx) => {
    await lockPair(trx, fromUser, toUser);
    const deckEntry = await removeFromDeck(trx, { userId: fromUser, candidateId: toUser });
    const result = await decide(trx, params);
    // What the person did, repeats included (the explore card offers Undo after any pass, and a
    // pass after a like answers as the like): the one decision Undo may take back.
    if (result.status !== 'not_visible') {
      await rememberLastSwipe(trx, {
        userId: fromUser,
        candidateId: toUser,
        isLike: result.status !== 'passed',
        score: deckEntry?.score ?? null,
        compatibility: deckEntry?.compatibility ?? null,
      });
    }
    return result;
  });
}

/** recordSwipe's decision itself, under the pair's lock; see there. */
async function decide(
  trx: Transaction<Database>,
  params: { fromUser: string; toUser: string; isLike: boolean; today: string },
): Promise<SwipeResult> {
  const { fromUser, toUser, isLike } = params;
  const earlier = await trx
    .selectFrom('swipes')
    .select('is_like')
    .where('from_user', '=', fromUser)
    .where('to_user', '=', toUser)
    .executeTakeFirst();
  const reconsidering = earlier !== undefined && !earlier.is_like && isLike;
  if (earlier && !reconsidering) {
    // A block or a moderator since the first decision: the target is gone for the swiper.
    if (!(await canStillReach(trx, { fromUser, toUser }))) return { status: 'not_visible' };
    return earlierDecision(trx, fromUser, toUser, earlier.is_like);
  }

  const visible = await isVisibleTo(trx, {
    viewerId: fromUser,
    candidateId: toUser,
    today: params.today,
    reconsidering,
  });
  if (!visible) return { status: 'not_visible' };

  if (reconsidering) {
    await trx
      .updateTable('swipes')
      .set({ is_like: true, created_at: sql<Date>`now()` })
      .where('from_user', '=', fromUser)
      .where('to_user', '=', toUser)
      .execute();
  } else {
    await trx
      .insertInto('swipes')
      .values({ from_user: fromUser, to_user: toUser, is_like: isLike })
      .execute();
  }
  const theirs = await findRequest(trx, {
    fromUser: toUser,
    toUser: fromUser,
    statuses: reconsidering ? ['pending', 'declined'] : ['pending'],
  });
  if (!isLike) {
    if (theirs) await answerRequest(trx, { requestId: theirs.id, status: 'declined' });
    return { status: 'passed', repeated: false };
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
      status: 'matched',
      repeated: false,
      matchId: match.id,
      acceptedRequestId: theirs.id,
    };
  }
  const request = await createPendingRequest(trx, { fromUser, toUser });
  return { status: 'requested', repeated: false, requestId: request.id };
}
