import { API_MESSAGES, withEmail } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { cancelEmailChange } from '@starmatch/domain/accounts/cancel-email-change';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/**
 * The link in the notice to the old address, for the case where someone else made the change:
 * no session needed, since whoever clicks it may be signed out everywhere already. It drops or
 * undoes the change and ends every session; the gateways then close every socket.
 */
export async function cancelEmailChangeRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.cancelEmailChange, async (request) => {
    await enforceRateLimits(app, [[RATE_LIMITS.emailChangeCancelPerIp, request.raw.ip]]);
    const result = await cancelEmailChange(app.domain, { token: request.body.token });
    if (result.outcome === 'invalid') {
      throw new HttpError('INVALID_CANCEL_TOKEN', API_MESSAGES.invalidCancelToken);
    }
    if (result.outcome === 'taken') {
      throw new HttpError('EMAIL_TAKEN', API_MESSAGES.previousEmailTaken);
    }
    return {
      message: withEmail(API_MESSAGES.emailChangeCancelled, result.email),
      email: result.email,
    };
  });
}
