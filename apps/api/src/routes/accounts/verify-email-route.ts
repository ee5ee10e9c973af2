import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { checkVerificationCode } from '@starmatch/db/queries/email-verifications';
import { findUserByEmail } from '@starmatch/db/queries/users';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/**
 * An unknown email, an already verified one, a missing or expired code and a wrong code all get
 * the same 400, so the call tells no one which emails have accounts. Verified accounts have no
 * live code (verifying deletes it, and a password reset removes any), so they land there too.
 */
export async function verifyEmailRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.verifyEmail, async (request) => {
    const { email, code } = request.body;
    await enforceRateLimits(app, [
      [RATE_LIMITS.verifyPerIp, request.raw.ip],
      [RATE_LIMITS.verifyPerAccount, email],
    ]);
    const user = await findUserByEmail(app.db, email);
    const outcome = user ? await checkVerificationCode(app.db, user.id, code) : 'invalid';
    if (outcome === 'locked') {
      throw new HttpError('VERIFICATION_LOCKED', API_MESSAGES.verificationLocked);
    }
    if (outcome === 'invalid') {
      throw new HttpError('INVALID_VERIFICATION_CODE', API_MESSAGES.invalidVerificationCode);
    }
    return { message: API_MESSAGES.emailVerified };
  });
}
