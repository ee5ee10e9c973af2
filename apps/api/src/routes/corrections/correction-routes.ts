import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import {
  getCorrectionState,
  requestCorrection,
} from '@starmatch/domain/corrections/request-correction';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/**
 * The person's side of correcting their name, date of birth or gender (packages/domain
 * corrections/request-correction.ts): what the account holds, and asking for a change.
 */
export async function correctionRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getCorrections, async (request) => {
    const state = await getCorrectionState(app.domain, { userId: sessionOf(request.raw).userId });
    // Deleted between the session check and here: the session went with it.
    if (!state) throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
    return state;
  });

  contractRoute(app, apiRoutes.requestCorrection, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.correctionRequestPerAccount, userId]]);
    const result = await requestCorrection(app.domain, { userId, body: request.body });
    if (result.outcome === 'no_account') {
      throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
    }
    if (result.outcome === 'pending') {
      throw new HttpError('CONFLICT', API_MESSAGES.correctionPending);
    }
    if (result.outcome === 'same_details') {
      throw new HttpError('VALIDATION_FAILED', API_MESSAGES.correctionSameDetails);
    }
    return result.state;
  });
}
