import { hashPassword } from '@starmatch/db/passwords';
import { isEmailBanned } from '@starmatch/db/queries/ban-identifiers';
import { isEmailHeld } from '@starmatch/db/queries/email-changes';
import { replaceUnverifiedSignUp } from '@starmatch/db/queries/unverified-accounts';
import { createUser, type NewAccount } from '@starmatch/db/queries/users';
import type { DomainContext } from '../context.js';
import { enqueueEmail, sendVerificationCode } from './account-emails.js';
import type { ResendBudget } from './resend-budget.js';

/**
 * What a sign-up did. Only `refused` (a banned address) may be told apart by the caller: the
 * rest must be answered alike, so nobody learns who has an account. `created`: a new account,
 * its code sent; `replaced`: a never-verified account of this address took the new details;
 * `taken`: the address belongs to a verified (or banned, or held) account.
 */
export type SignUpResult =
  | { outcome: 'refused' }
  | { outcome: 'created'; userId: string }
  | { outcome: 'replaced'; userId: string }
  | { outcome: 'taken' };

/**
 * A new email and a taken one both pay for one argon2 hash, so timing tells a stranger nothing.
 * The owner of a taken, verified address hears about the attempt by email instead. A taken
 * address nobody has verified yet takes the new sign-up's details (pre-hijacking: the first to
 * sign up with someone else's address must not set the password its owner later verifies).
 * Emails to a taken address share the resend budget, silently: repeated sign-ups must not flood
 * the owner's inbox.
 */
export async function signUp(
  ctx: DomainContext,
  params: Omit<NewAccount, 'passwordHash'> & { password: string; resendBudget: ResendBudget },
): Promise<SignUpResult> {
  const { password, resendBudget, ...details } = params;
  // A ban keeps its addresses out for good, even after the account is gone.
  if (await isEmailBanned(ctx.db, details.email)) return { outcome: 'refused' };
  const account: NewAccount = { ...details, passwordHash: await hashPassword(password) };
  // An address an account left within its cancel link's life is kept for that link, and
  // answered as taken (docs/ARCHITECTURE.md "Email change").
  const held = await isEmailHeld(ctx.db, account.email, { now: ctx.now() });
  const user = held ? null : await createUser(ctx.db, account);
  if (user) {
    await sendVerificationCode(ctx, user);
    return { outcome: 'created', userId: user.id };
  }
  const budgetAllows = await resendBudget(account.email);
  // Nobody has proved this inbox yet, so the latest sign-up's details replace the earlier
  // one's and only its code can verify (over budget: no code until a resend asks).
  const replaced = await replaceUnverifiedSignUp(ctx.db, account, {
    issueCode: budgetAllows,
    now: ctx.now(),
  });
  if (replaced) {
    if (replaced.code) {
      await enqueueEmail(ctx, {
        template: 'verification-code',
        to: replaced.user.email,
        fullName: replaced.user.full_name,
        code: replaced.code,
      });
    }
    return { outcome: 'replaced', userId: replaced.user.id };
  }
  if (budgetAllows) await enqueueEmail(ctx, { template: 'signup-attempt', to: account.email });
  return { outcome: 'taken' };
}
