import { API_MESSAGES, withEmail } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { verifyPassword } from '@starmatch/db/passwords';
import { isEmailBanned } from '@starmatch/db/queries/ban-identifiers';
import { requestEmailChange } from '@starmatch/db/queries/email-changes';
import { findUserById } from '@starmatch/db/queries/users';
import { enqueueEmail } from '@starmatch/domain/accounts/account-emails';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/**
 * docs/ARCHITECTURE.md "Email change". A stolen session alone must not be enough to move the
 * account (then reset its password from the new address), so the current password is asked for
 * again. Each try counts against the change's own per-account budget (5 an hour), which only the
 * signed-in person can spend: a sign-in spray against the address never blocks it. The new
 * address only becomes pending; the person keeps signing in with the old one until the code sent
 * to the new one is entered, and the old address gets a link that cancels the change.
 */
export async function updateEmailRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.updateEmail, async (request) => {
    const { userId } = sessionOf(request.raw);
    const { email, currentPassword } = request.body;
    await enforceRateLimits(app, [[RATE_LIMITS.emailChangePerAccount, userId]]);
    const user = await findUserById(app.db, userId);
    if (!user) throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      throw new HttpError('INCORRECT_PASSWORD', API_MESSAGES.incorrectCurrentPassword);
    }
    // A banned address stays out: answered as taken, which in a sense it is, and names no ban.
    if (await isEmailBanned(app.db, email)) {
      throw new HttpError('EMAIL_TAKEN', API_MESSAGES.emailTaken);
    }
    const change = await requestEmailChange(app.db, { userId, email });
    switch (change.outcome) {
      case 'unchanged':
        throw new HttpError('VALIDATION_FAILED', API_MESSAGES.emailUnchanged);
      case 'taken':
        throw new HttpError('EMAIL_TAKEN', API_MESSAGES.emailTaken);
      case 'missing':
        throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
    }
    await enqueueEmail(app.domain, {
      template: 'email-change-code',
      to: change.newEmail,
      fullName: change.fullName,
      code: change.code,
    });
    await enqueueEmail(app.domain, {
      template: 'email-change-notice',
      to: change.previousEmail,
      fullName: change.fullName,
      newEmail: change.newEmail,
      cancelToken: change.cancelToken,
    });
    return {
      message: withEmail(API_MESSAGES.emailChangeCodeSent, change.newEmail),
      pendingEmail: change.newEmail,
    };
  });
}
