import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { signUp } from '@starmatch/domain/accounts/sign-up';
import { formatCalendarDate, toCalendarDate } from '@starmatch/zodiac/calendar-date';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { resendBudgetOf } from './resend-budget.js';

/**
 * A new email and a taken one get the same status and body, so the answer tells a stranger
 * nothing about who has an account (packages/domain sign-up.ts); only a banned address is
 * refused.
 */
export async function signupRoute(app: FastifyInstance): Promise<void> {
  const resendBudget = resendBudgetOf(app);
  contractRoute(app, apiRoutes.signup, async (request) => {
    await enforceRateLimits(app, [[RATE_LIMITS.signupPerIp, request.raw.ip]]);
    const { fullName, dateOfBirth, email, gender, password } = request.body;
    const result = await signUp(app.domain, {
      email,
      password,
      fullName,
      // The schema has checked it is a real date-time; its UTC calendar date is the birthday.
      dateOfBirth: formatCalendarDate(toCalendarDate(dateOfBirth)),
      gender,
      resendBudget,
    });
    if (result.outcome === 'refused') {
      throw new HttpError('FORBIDDEN', API_MESSAGES.signupRefused);
    }
    return { message: API_MESSAGES.signupAccepted };
  });
}
