import { VERIFICATION_CODE } from '@starmatch/contracts/constants';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '@starmatch/db/passwords';
import { usableCodeIssuedWithin } from '@starmatch/db/queries/email-verifications';
import { createSession } from '@starmatch/db/queries/sessions';
import { findUserByEmail, updatePasswordHash } from '@starmatch/db/queries/users';
import type { DomainContext } from '../context.js';
import { appealTokenFor } from '../moderation/appeal-sanction.js';
import { sendVerificationCode } from './account-emails.js';
import { createDummyPasswordCheck } from './password-timing.js';
import type { ResendBudget } from './resend-budget.js';

/**
 * What a sign-in did. Everything but `invalid_credentials` is told only to someone who gave
 * the right password, so none of it tells a stranger anything.
 */
export type SignInResult =
  | { outcome: 'invalid_credentials' }
  /** `appealToken`: the appeal link's, when the sanction can be appealed (its report is kept). */
  | { outcome: 'banned'; appealToken: string | null }
  | { outcome: 'suspended'; until: Date; appealToken: string | null }
  | { outcome: 'not_verified' }
  | { outcome: 'signed_in'; sessionToken: string };

/**
 * Wraps the password check in the caller's limits on guesses (the api's rate limiter): it may
 * refuse by throwing, and counts only wrong passwords.
 */
export type PasswordGuessLimits = (check: () => Promise<boolean>) => Promise<boolean>;

// Made once, as the process loads its use cases, so the first unknown address costs no more.
const checkWithoutAccount = createDummyPasswordCheck();

/**
 * A person signs in with their email and password. A closed account (banned, or suspended
 * until later) is turned away after the password, so the answer tells nothing to someone
 * without it, and before the verification step, so it is sent no codes. An unverified one is
 * sent a fresh code unless one went out within VERIFICATION_CODE.signInResendAfterMs (surely
 * still on its way); the fresh one (earlier codes stay valid) shares the resend budget.
 */
export async function signIn(
  ctx: DomainContext,
  params: {
    email: string;
    password: string;
    userAgent: string | null;
    guessLimits: PasswordGuessLimits;
    resendBudget: ResendBudget;
  },
): Promise<SignInResult> {
  const { password } = params;
  const user = await findUserByEmail(ctx.db, params.email);
  const matches = await params.guessLimits(() =>
    user ? verifyPassword(user.password_hash, password) : checkWithoutAccount(password),
  );
  if (!user || !matches) return { outcome: 'invalid_credentials' };
  // Only now, past the password: the standing and the appeal token are the account holder's alone.
  if (user.banned_at !== null) {
    return {
      outcome: 'banned',
      appealToken: await appealTokenFor(ctx.db, user.id, 'ban', ctx.now()),
    };
  }
  if (user.suspended_until !== null && user.suspended_until.getTime() > ctx.now().getTime()) {
    const appealToken = await appealTokenFor(ctx.db, user.id, 'suspend', ctx.now());
    return { outcome: 'suspended', until: user.suspended_until, appealToken };
  }
  if (user.email_verified_at === null) {
    const recent = await usableCodeIssuedWithin(
      ctx.db,
      user.id,
      VERIFICATION_CODE.signInResendAfterMs,
      ctx.now(),
    );
    if (!recent && (await params.resendBudget(user.email))) {
      await sendVerificationCode(ctx, user);
    }
    return { outcome: 'not_verified' };
  }
  if (passwordNeedsRehash(user.password_hash)) {
    await updatePasswordHash(ctx.db, user.id, await hashPassword(password));
  }
  const { token } = await createSession(ctx.db, {
    userId: user.id,
    userAgent: params.userAgent,
    now: ctx.now(),
  });
  return { outcome: 'signed_in', sessionToken: token };
}
