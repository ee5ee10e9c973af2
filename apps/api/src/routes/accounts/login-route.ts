import { API_MESSAGES, suspendedMessage } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { VERIFICATION_CODE } from '@starmatch/contracts/constants';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '@starmatch/db/passwords';
import { usableCodeIssuedWithin } from '@starmatch/db/queries/email-verifications';
import { createSession } from '@starmatch/db/queries/sessions';
import { findUserByEmail, normaliseEmail, updatePasswordHash } from '@starmatch/db/queries/users';
import type { User } from '@starmatch/db/tables/users';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { userAgentOf } from '../../lib/client-details.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { checkPasswordWithinLimits } from '../../rate-limits/password-attempts.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { sendVerificationCode } from './email-jobs.js';
import { createDummyPasswordCheck } from './password-timing.js';

export async function loginRoute(app: FastifyInstance): Promise<void> {
  const checkWithoutAccount = createDummyPasswordCheck();

  async function passwordMatches(user: User | undefined, password: string): Promise<boolean> {
    if (!user) return checkWithoutAccount(password);
    return verifyPassword(user.password_hash, password);
  }

  contractRoute(app, apiRoutes.login, async (request) => {
    const { email, password } = request.body;
    const user = await findUserByEmail(app.db, email);
    const matches = await checkPasswordWithinLimits(
      app,
      { account: normaliseEmail(email), ip: request.raw.ip },
      () => passwordMatches(user, password),
    );
    if (!user || !matches) {
      throw new HttpError('INVALID_CREDENTIALS', API_MESSAGES.invalidCredentials);
    }
    // After the password, so the answer tells nothing to someone without it; before the
    // verification step, so a closed account is sent no codes.
    if (user.banned_at !== null) throw new HttpError('FORBIDDEN', API_MESSAGES.accountBanned);
    if (user.suspended_until !== null && user.suspended_until.getTime() > Date.now()) {
      throw new HttpError('FORBIDDEN', suspendedMessage(user.suspended_until));
    }
    if (user.email_verified_at === null) {
      // Only the right password gets here, so this tells nothing to someone without it. A code
      // sent in the last minute is surely still on its way, so none is added; otherwise a fresh
      // one (earlier codes stay valid) shares the resend budget, silently: the 403 is the same.
      const recent = await usableCodeIssuedWithin(
        app.db,
        user.id,
        VERIFICATION_CODE.signInResendAfterMs,
      );
      if (!recent) {
        const budget = await app.rateLimiter.consume(RATE_LIMITS.resendPerAccount, user.email);
        if (budget.allowed) await sendVerificationCode(app, user);
      }
      throw new HttpError('EMAIL_NOT_VERIFIED', API_MESSAGES.emailNotVerified);
    }
    if (passwordNeedsRehash(user.password_hash)) {
      await updatePasswordHash(app.db, user.id, await hashPassword(password));
    }
    const { token } = await createSession(app.db, {
      userId: user.id,
      userAgent: userAgentOf(request.raw),
    });
    return { sessionToken: token };
  });
}
