import { recordSwipe } from '@starmatch/db/queries/swipes';
import { appToday } from '@starmatch/db/queries/visibility';
import { ACCOUNT_LIMITS } from '../account-limits.js';
import type { DomainContext } from '../context.js';
import { transact } from '../events/unit-of-work.js';

/**
 * What a like or a pass did. `not_visible`: someone the person cannot see now (answered as
 * someone who does not exist); `limited`: over LIKES_PER_DAY, nothing recorded.
 */
export type DecisionResult =
  | { outcome: 'not_visible' }
  | { outcome: 'limited'; message: string; retryAfterSeconds: number }
  | { outcome: 'passed' }
  | { outcome: 'requested' }
  | { outcome: 'matched'; matchId: string };

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
    const result = await transact(ctx, async (unit) => {
      const swipe = await recordSwipe(unit.db, {
        fromUser: userId,
        toUser: candidateId,
        isLike: like,
        today: appToday(ctx.now()),
      });
      if (swipe.status === 'requested' && !swipe.repeated && swipe.requestId) {
        unit.record({
          type: 'request.received',
          payload: { requestId: swipe.requestId, fromUserId: userId, toUserId: candidateId },
        });
      }
      if (swipe.status === 'matched' && !swipe.repeated) {
        unit.record({
          type: 'match.created',
          payload: { matchId: swipe.matchId, requesterId: candidateId, accepterId: userId },
        });
      }
      return swipe;
    });
    if (result.status === 'not_visible' || result.repeated) await giveBack();
    switch (result.status) {
      case 'not_visible':
        return { outcome: 'not_visible' };
      case 'passed':
        return { outcome: 'passed' };
      case 'requested':
        return { outcome: 'requested' };
      case 'matched':
        return { outcome: 'matched', matchId: result.matchId };
    }
  } catch (error) {
    await giveBack();
    throw error;
  }
}
