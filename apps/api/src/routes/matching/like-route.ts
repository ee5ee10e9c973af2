import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { type BusEvent, userChannel } from '@starmatch/contracts/bus-events';
import type { LikeResponse } from '@starmatch/contracts/candidates';
import { recordSwipe, type SwipeResult } from '@starmatch/db/queries/swipes';
import { appToday } from '@starmatch/db/queries/visibility';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-errors.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { LIKE_MESSAGES } from './like-messages.js';

/** Someone the caller cannot see now answers exactly like someone who does not exist. */
export class CandidateNotFoundError extends HttpError {
  override name = 'CandidateNotFoundError';
  constructor() {
    super(404, API_MESSAGES.notFound);
  }
}

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

/** Who to tell about a decision that was just recorded (a repeat tells nobody). */
function eventsFor(
  result: SwipeResult,
  fromUser: string,
  toUser: string,
): Array<[userId: string, event: BusEvent]> {
  if (result.status === 'requested' && !result.repeated && result.requestId) {
    return [[toUser, { type: 'match_request', requestId: result.requestId }]];
  }
  if (result.status === 'matched' && !result.repeated) {
    const event: BusEvent = { type: 'match_created', matchId: result.matchId };
    return [
      [toUser, event],
      [fromUser, event],
    ];
  }
  return [];
}

/** After commit. The database is the truth and the SPA polls it, so a lost event only costs a few seconds. */
async function publishAll(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  events: Array<[userId: string, event: BusEvent]>,
): Promise<void> {
  await Promise.all(
    events.map(([userId, event]) =>
      app.bus.publish(userChannel(userId), event).catch((error: unknown) => {
        log.warn({ err: error, userId, type: event.type }, 'could not publish a matching event');
      }),
    ),
  );
}

/** POST /api/matches/like: a like sends a match request (or makes the match), a pass skips. */
export async function likeRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.like, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.likePerAccount, userId]]);
    const { targetUserId, isLike } = request.body;
    const result = await recordSwipe(app.db, {
      fromUser: userId,
      toUser: targetUserId,
      isLike,
      today: appToday(),
    });
    if (result.status === 'not_visible') throw new CandidateNotFoundError();
    await publishAll(app, request.raw.log, eventsFor(result, userId, targetUserId));
    return answer(result);
  });
}
