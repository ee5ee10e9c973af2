import { API_MESSAGES, withEmail } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { reissueEmailChangeCode } from '@starmatch/db/queries/email-changes';
import { enqueueEmail } from '@starmatch/domain/accounts/account-emails';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/** Another code for the pending change, as sign-up's resend: earlier codes stay valid. */
export async function resendEmailChangeCodeRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.resendEmailChangeCode, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [
      [RATE_LIMITS.resendPerIp, request.raw.ip],
      [RATE_LIMITS.resendPerAccount, userId],
    ]);
    const resent = await reissueEmailChangeCode(app.db, userId);
    if (!resent) {
      throw new HttpError('NO_PENDING_EMAIL_CHANGE', API_MESSAGES.noPendingEmailChange);
    }
    await enqueueEmail(app.domain, {
      template: 'email-change-code',
      to: resent.newEmail,
      fullName: resent.fullName,
      code: resent.code,
    });
    return {
      message: withEmail(API_MESSAGES.emailChangeCodeResent, resent.newEmail),
      pendingEmail: resent.newEmail,
    };
  });
}
