import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { issuePasswordReset } from '@starmatch/db/queries/password-resets';
import { findUserByEmail, normaliseEmail } from '@starmatch/db/queries/users';
import { enqueueEmail } from '@starmatch/domain/accounts/account-emails';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/**
 * Verified or not, a known account gets a link; every caller gets the same neutral answer. Only
 * the caller's own address can earn a 429 (per IP, per (account, IP)), so a stranger asking for
 * someone's links never keeps the owner from asking. The per-account ceiling only stops the
 * mailing, silently: each link replaces the last and lives an hour, as long as the ceiling's
 * window, so once it is reached the last link sent still works until links can be sent again.
 */
export async function forgotPasswordRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.forgotPassword, async (request) => {
    const { email } = request.body;
    const account = normaliseEmail(email);
    await enforceRateLimits(app, [
      [RATE_LIMITS.forgotPerIp, request.raw.ip],
      [RATE_LIMITS.forgotPerAccountIp, `${account} ${request.raw.ip}`],
    ]);
    const user = await findUserByEmail(app.db, email);
    const mailed = await app.rateLimiter.consume(RATE_LIMITS.forgotPerAccount, account);
    if (user && mailed.allowed) {
      const { token } = await issuePasswordReset(app.db, user.id);
      await enqueueEmail(app.domain, {
        template: 'password-reset',
        to: user.email,
        fullName: user.full_name,
        token,
      });
    }
    return { message: API_MESSAGES.forgotPassword };
  });
}
