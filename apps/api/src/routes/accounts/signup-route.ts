import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { hashPassword } from '@starmatch/db/passwords';
import { isEmailBanned } from '@starmatch/db/queries/banned-emails';
import { isEmailHeld } from '@starmatch/db/queries/email-changes';
import { replaceUnverifiedSignUp } from '@starmatch/db/queries/unverified-accounts';
import { createUser } from '@starmatch/db/queries/users';
import { formatCalendarDate, toCalendarDate } from '@starmatch/zodiac/calendar-date';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { enqueueEmail, sendVerificationCode } from './email-jobs.js';

/**
 * A new email and a taken one get the same status and body, and both pay for one argon2 hash, so
 * neither the answer nor its timing tells a stranger who has an account. The owner of a taken,
 * verified address hears about the attempt by email instead. A taken address nobody has verified
 * yet takes the new sign-up's details (pre-hijacking: the first to sign up with someone else's
 * address must not set the password its owner later verifies).
 */
export async function signupRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.signup, async (request) => {
    await enforceRateLimits(app, [[RATE_LIMITS.signupPerIp, request.raw.ip]]);
    const { fullName, dateOfBirth, email, gender, password } = request.body;
    // A ban keeps its addresses out for good, even after the account is gone.
    if (await isEmailBanned(app.db, email)) {
      throw new HttpError('FORBIDDEN', API_MESSAGES.signupRefused);
    }
    const passwordHash = await hashPassword(password);
    const account = {
      email,
      passwordHash,
      fullName,
      // The schema has checked it is a real date-time; its UTC calendar date is the birthday.
      dateOfBirth: formatCalendarDate(toCalendarDate(dateOfBirth)),
      gender,
    };
    // An address an account left within its cancel link's life is kept for that link, and
    // answered as taken (docs/ARCHITECTURE.md "Email change").
    const held = await isEmailHeld(app.db, email);
    const user = held ? null : await createUser(app.db, account);
    if (user) {
      await sendVerificationCode(app, user);
      return { message: API_MESSAGES.signupAccepted };
    }
    // Counted with resends, silently: repeated sign-ups must not flood the owner's inbox.
    const budget = await app.rateLimiter.consume(RATE_LIMITS.resendPerAccount, email);
    // Nobody has proved this inbox yet, so the latest sign-up's details replace the earlier
    // one's and only its code can verify (over budget: no code until a resend asks).
    const replaced = await replaceUnverifiedSignUp(app.db, account, { issueCode: budget.allowed });
    if (replaced?.code) {
      await enqueueEmail(app, {
        template: 'verification-code',
        to: replaced.user.email,
        fullName: replaced.user.full_name,
        code: replaced.code,
      });
    } else if (!replaced && budget.allowed) {
      await enqueueEmail(app, { template: 'signup-attempt', to: email });
    }
    return { message: API_MESSAGES.signupAccepted };
  });
}
