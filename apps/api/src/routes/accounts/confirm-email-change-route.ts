import { API_MESSAGES, withEmail } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { confirmEmailChange } from '@starmatch/db/queries/email-changes';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/**
 * The code from the new address finishes the change. Wrong and locked codes answer in the words
 * of sign-up verification, whose rules they follow (docs/ARCHITECTURE.md "Email change").
 */
export async function confirmEmailChangeRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.confirmEmailChange, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [
      [RATE_LIMITS.verifyPerIp, request.raw.ip],
      [RATE_LIMITS.verifyPerAccount, userId],
    ]);
    const result = await confirmEmailChange(app.db, { userId, code: request.body.code });
    switch (result.outcome) {
      case 'confirmed':
        return { message: withEmail(API_MESSAGES.emailUpdated, result.email), email: result.email };
      case 'none':
        throw new HttpError('NO_PENDING_EMAIL_CHANGE', API_MESSAGES.noPendingEmailChange);
      case 'locked':
        throw new HttpError('VERIFICATION_LOCKED', API_MESSAGES.verificationLocked);
      case 'invalid':
        throw new HttpError('INVALID_VERIFICATION_CODE', API_MESSAGES.invalidVerificationCode);
      case 'taken':
        throw new HttpError('EMAIL_TAKEN', API_MESSAGES.emailTaken);
    }
  });
}
