import { apiRoutes } from '@starmatch/contracts/api-routes';
import type { BusEvent } from '@starmatch/contracts/bus-events';
import type { LikeResponse } from '@starmatch/contracts/candidates';
import { recordSwipe, type SwipeResult } from '@starmatch/db/queries/swipes';
import { appToday } from '@starmatch/db/queries/visibility';
import { ACCOUNT_LIMITS } from '@starmatch/service-kit/account-limits';
import { publishToUsers } from '@starmatch/service-kit/publish-to-users';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits, TooManyRequestsError } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { LIKE_MESSAGES } from './like-messages.js';

function answer(result: Exclude<SwipeResult, { status: 'not_visible' }>): LikeResponse {
  switch (result.status) {
    case 'passed':
      return { success: true, message: LIKE_MESSAGES.passed, matched: false, outcome: 'passed' };
    case 'requested':
      return {
        success: true,
        message: LIKE_MESSAGES.requested,
        matched: false,
        outcome: 'request_sent',
      };
    case 'matched':
      return {
        success: true,
        message: LIKE_MESSAGES.matched,
        matched: true,
        matchId: result.matchId,
        outcome: 'matched',
      };
  }
}

/** Who to tell about a decision that was just recorded, and what (a repeat tells nobody). */
function eventFor(
  result: SwipeResult,
  fromUser: string,
  toUser: string,
): { userIds: string[]; event: BusEvent } | undefined {
  if (result.status === 'requested' && !result.repeated && result.requestId) {
    return { userIds: [toUser], event: { type: 'match_request', requestId: result.requestId } };
  }
  if (result.status === 'matched' && !result.repeated) {
    return {
      userIds: [toUser, fromUser],
      event: { type: 'match_created', matchId: result.matchId },
    };
  }
  return undefined;
}

/**
 * Counts a like against LIKES_PER_DAY before it is recorded, so a refused like changes nothing;
 * passes are free. Answers a function that gives the count back, for a like that turns out not
 * to be a new one (a repeat, someone not visible, a failure).
 */
async function countLike(app: FastifyInstance, userId: string): Promise<() => Promise<void>> {
  const taken = await app.limiter.take([{ limit: ACCOUNT_LIMITS.likes, key: userId }]);
  if (!taken.allowed) {
    throw new TooManyRequestsError(taken.retryAfterSeconds, ACCOUNT_LIMITS.likes.message);
  }
  return () => taken.reservation.release();
}

/** POST /api/matches/like: a like sends a match request (or makes the match), a pass skips. */
export async function likeRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.like, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.likePerAccount, userId]]);
    const { targetUserId, isLike } = request.body;
    const uncount = isLike ? await countLike(app, userId) : async () => {};
    let result: SwipeResult;
    try {
      result = await recordSwipe(app.db, {
        fromUser: userId,
        toUser: targetUserId,
        isLike,
        today: appToday(),
      });
    } catch (error) {
      await uncount();
      throw error;
    }
    if (result.status === 'not_visible' || result.repeated) await uncount();
    // Someone the caller cannot see now answers exactly like someone who does not exist.
    if (result.status === 'not_visible') throw new NotFoundError();
    const notice = eventFor(result, userId, targetUserId);
    // After commit; a failed publish is logged and the SPA's polling catches up.
    if (notice) await publishToUsers(app.bus, request.raw.log, notice.userIds, notice.event);
    return answer(result);
  });
}
