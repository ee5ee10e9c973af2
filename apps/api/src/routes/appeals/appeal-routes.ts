import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { viewAppeal } from '@starmatch/domain/moderation/appeal-sanction';
import { fileAppeal } from '@starmatch/domain/moderation/file-appeal';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

function invalidLink(): HttpError {
  return new HttpError('INVALID_APPEAL_TOKEN', API_MESSAGES.invalidAppealLink);
}

/**
 * The person's side of an appeal, without signing in (a sanctioned account cannot): the token of
 * the sanction's email or sign-in refusal reads the sanction and files its one appeal (packages/
 * domain moderation/file-appeal.ts).
 */
export async function appealRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getAppeal, async (request) => {
    await enforceRateLimits(app, [[RATE_LIMITS.appealLinkPerIp, request.raw.ip]]);
    const result = await viewAppeal(app.domain, request.params.token);
    if (result.outcome === 'invalid_token') throw invalidLink();
    return result.summary;
  });

  contractRoute(app, apiRoutes.fileAppeal, async (request) => {
    await enforceRateLimits(app, [[RATE_LIMITS.appealFilePerIp, request.raw.ip]]);
    const result = await fileAppeal(app.domain, request.body);
    if (result.outcome === 'invalid_token') throw invalidLink();
    if (result.outcome === 'already_filed') {
      throw new HttpError('CONFLICT', API_MESSAGES.appealAlreadyFiled);
    }
    return result.summary;
  });
}
