import { checkVerificationCode } from '@starmatch/db/queries/email-verifications';
import { findUserByEmail } from '@starmatch/db/queries/users';
import type { DomainContext } from '../context.js';

/**
 * `invalid`: an unknown email, an already verified one, a missing or expired code or a wrong
 * one, all alike, so the answer tells no one which emails have accounts (verified accounts have
 * no live code: verifying deletes it, and a password reset removes any). `locked`: five wrong
 * tries; only a new code can verify now.
 */
export type VerifyEmailResult =
  | { outcome: 'verified' }
  | { outcome: 'invalid' }
  | { outcome: 'locked' };

/** The sign-up code proves the inbox: a right one verifies the account's email. */
export async function verifyEmail(
  ctx: DomainContext,
  params: { email: string; code: string },
): Promise<VerifyEmailResult> {
  const user = await findUserByEmail(ctx.db, params.email);
  if (!user) return { outcome: 'invalid' };
  return { outcome: await checkVerificationCode(ctx.db, user.id, params.code, ctx.now()) };
}
