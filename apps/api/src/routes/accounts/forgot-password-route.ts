import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { issuePasswordReset } from '@starmatch/db/queries/password-resets';
import { findUserByEmail } from '@starmatch/db/queries/users';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { enqueueEmail } from './email-jobs.js';

/** Verified or not, a known account gets a link; every caller gets the same neutral answer. */
export async function forgotPasswordRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.forgotPassword, async (request) => {
    const { email } = request.body;
    await enforceRateLimits(app, [
      [RATE_LIMITS.forgotPerIp, request.raw.ip],
      [RATE_LIMITS.forgotPerAccount, email],
    ]);
    const user = await findUserByEmail(app.db, email);
    if (user) {
      const { token } = await issuePasswordReset(app.db, user.id);
      await enqueueEmail(app, {
        template: 'password-reset',
        to: user.email,
        fullName: user.full_name,
        token,
      });
    }
    return { message: API_MESSAGES.forgotPassword };
  });
}
