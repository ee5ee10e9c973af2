import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { findUserByEmail } from '@starmatch/db/queries/users';
import { sendVerificationCode } from '@starmatch/domain/accounts/account-emails';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/**
 * Only an address waiting for verification (a new account, or one just moved to this address)
 * gets a code; every caller gets the same answer.
 */
export async function resendVerificationRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.resendVerification, async (request) => {
    const { email } = request.body;
    await enforceRateLimits(app, [
      [RATE_LIMITS.resendPerIp, request.raw.ip],
      [RATE_LIMITS.resendPerAccount, email],
    ]);
    const user = await findUserByEmail(app.db, email);
    if (user && user.email_verified_at === null) await sendVerificationCode(app.domain, user);
    return { message: API_MESSAGES.verificationResent };
  });
}
