import { API_MESSAGES, suspendedMessage } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { normaliseEmail } from '@starmatch/db/queries/users';
import { signIn } from '@starmatch/domain/accounts/sign-in';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { SanctionedError } from '../../errors/sanctioned-error.js';
import { userAgentOf } from '../../lib/client-details.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { checkPasswordWithinLimits } from '../../rate-limits/password-attempts.js';
import { resendBudgetOf } from './resend-budget.js';

/**
 * The password attempt limits are the api's (its rate limiter, shared with account deletion),
 * so the route hands them to the use case, which decides about the account (packages/domain
 * sign-in.ts).
 */
export async function loginRoute(app: FastifyInstance): Promise<void> {
  const resendBudget = resendBudgetOf(app);
  contractRoute(app, apiRoutes.login, async (request) => {
    const { email, password } = request.body;
    const attempt = { account: normaliseEmail(email), ip: request.raw.ip };
    const result = await signIn(app.domain, {
      email,
      password,
      userAgent: userAgentOf(request.raw),
      guessLimits: (check) => checkPasswordWithinLimits(app, attempt, check),
      resendBudget,
    });
    switch (result.outcome) {
      case 'invalid_credentials':
        throw new HttpError('INVALID_CREDENTIALS', API_MESSAGES.invalidCredentials);
      case 'banned':
        throw new SanctionedError(API_MESSAGES.accountBanned, result.appealToken);
      case 'suspended':
        throw new SanctionedError(suspendedMessage(result.until), result.appealToken);
      case 'not_verified':
        throw new HttpError('EMAIL_NOT_VERIFIED', API_MESSAGES.emailNotVerified);
      case 'signed_in':
        return { sessionToken: result.sessionToken };
    }
  });
}
