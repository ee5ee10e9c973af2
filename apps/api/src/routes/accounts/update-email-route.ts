import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { changeEmailWithCode } from '@starmatch/db/queries/account';
import { isEmailBanned } from '@starmatch/db/queries/moderation';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { enqueueEmail } from './email-jobs.js';

/**
 * The new address must be verified before it can be used to sign in, but the person stays signed
 * in here: their session proves who they are, and signing them out would strand someone who mistyped
 * the address (they can correct it from settings). The old address is told, so a change made by
 * someone else holding the session does not go unnoticed.
 */
export async function updateEmailRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.updateEmail, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.emailChangePerAccount, userId]]);
    // A banned address stays out: answered as taken, which in a sense it is, and names no ban.
    if (await isEmailBanned(app.db, request.body.email)) {
      throw new HttpError('EMAIL_TAKEN', API_MESSAGES.emailTaken);
    }
    const change = await changeEmailWithCode(app.db, { userId, email: request.body.email });
    switch (change.outcome) {
      case 'unchanged':
        throw new HttpError('VALIDATION_FAILED', API_MESSAGES.emailUnchanged);
      case 'taken':
        throw new HttpError('EMAIL_TAKEN', API_MESSAGES.emailTaken);
      case 'missing':
        throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
    }
    await enqueueEmail(app, {
      template: 'verification-code',
      to: change.email,
      fullName: change.fullName,
      code: change.code,
    });
    await enqueueEmail(app, {
      template: 'email-change-notice',
      to: change.previousEmail,
      fullName: change.fullName,
      newEmail: change.email,
    });
    return { message: API_MESSAGES.emailUpdated, email: change.email };
  });
}
