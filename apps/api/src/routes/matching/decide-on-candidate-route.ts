import { apiRoutes } from '@starmatch/contracts/api-routes';
import type { DecisionResponse } from '@starmatch/contracts/candidates';
import {
  type DecisionResult,
  decideOnCandidate,
} from '@starmatch/domain/matching/decide-on-candidate';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits, TooManyRequestsError } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { DECISION_MESSAGES } from './decision-messages.js';

function answer(result: DecisionResult): DecisionResponse {
  switch (result.outcome) {
    // Someone the caller cannot see now answers exactly like someone who does not exist.
    case 'not_visible':
      throw new NotFoundError();
    case 'limited':
      throw new TooManyRequestsError(result.retryAfterSeconds, result.message);
    case 'passed':
      return {
        success: true,
        message: DECISION_MESSAGES.passed,
        matched: false,
        outcome: 'passed',
      };
    case 'requested':
      return {
        success: true,
        message: DECISION_MESSAGES.requested,
        matched: false,
        outcome: 'request_sent',
      };
    case 'matched':
      return {
        success: true,
        message: DECISION_MESSAGES.matched,
        matched: true,
        matchId: result.matchId,
        outcome: 'matched',
      };
  }
}

/**
 * POST /api/matches/like (`apiRoutes.like`): a decision on a candidate. A like sends a match
 * request (or makes the match), a pass is recorded. Named for what it decides, as its use case
 * is; the contract entry keeps the wire's operationId.
 */
export async function decideOnCandidateRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.like, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.likePerAccount, userId]]);
    const { targetUserId, isLike } = request.body;
    return answer(
      await decideOnCandidate(app.domain, { userId, candidateId: targetUserId, like: isLike }),
    );
  });
}
