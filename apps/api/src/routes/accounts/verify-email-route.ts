import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { verifyEmail } from '@starmatch/domain/accounts/verify-email';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/**
 * Every way a code fails but the lock gets the same 400, so the call tells no one which emails
 * have accounts (packages/domain verify-email.ts).
 */
export async function verifyEmailRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.verifyEmail, async (request) => {
    const { email, code } = request.body;
    await enforceRateLimits(app, [
      [RATE_LIMITS.verifyPerIp, request.raw.ip],
      [RATE_LIMITS.verifyPerAccount, email],
    ]);
    const { outcome } = await verifyEmail(app.domain, { email, code });
    if (outcome === 'locked') {
      throw new HttpError('VERIFICATION_LOCKED', API_MESSAGES.verificationLocked);
    }
    if (outcome === 'invalid') {
      throw new HttpError('INVALID_VERIFICATION_CODE', API_MESSAGES.invalidVerificationCode);
    }
    return { message: API_MESSAGES.emailVerified };
  });
}
