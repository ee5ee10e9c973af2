import { UNVERIFIED_ACCOUNT_DAYS } from '@starmatch/contracts/retention';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { User } from '../tables/users.js';
import { issueVerificationCode } from './email-verifications.js';
import { inTransaction } from './in-transaction.js';
import { type NewAccount, normaliseEmail } from './users.js';

// Accounts whose address was never proved (docs/ARCHITECTURE.md "Accounts"). Anyone can sign up
// with someone else's address; only the inbox's owner can verify it. So the latest sign-up for
// an unverified address replaces the earlier one's details, and one never verified goes away.

/**
 * How long an account may wait for its address to be verified (the environment's
 * UNVERIFIED_ACCOUNT_DAYS), by default the retention timetable's.
 */
export const DEFAULT_UNVERIFIED_ACCOUNT_DAYS = UNVERIFIED_ACCOUNT_DAYS;

/**
 * Gives the never-verified account of this address the new sign-up's password, name, birth date
 * and gender, and restarts its clock (`created_at`), so whoever proves the inbox last owns the
 * account. Everything of the earlier sign-up goes in the same transaction: its codes, reset
 * links and sessions. With `issueCode` a fresh code is issued inside it too, so every live code
 * was sent for the details it would verify. Null when the address has no such account
 * (none, verified, or banned).
 */
export async function replaceUnverifiedSignUp(
  db: Kysely<Database>,
  account: NewAccount,
  options: { issueCode: boolean; now?: Date },
): Promise<{ user: User; code: string | null } | null> {
  const now = options.now ?? new Date();
  return inTransaction(db, async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({
        password_hash: account.passwordHash,
        full_name: account.fullName,
        date_of_birth: account.dateOfBirth,
        gender: account.gender,
        created_at: now,
      })
      .where(sql`lower(email)`, '=', normaliseEmail(account.email))
      .where('email_verified_at', 'is', null)
      .where('banned_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!user) return null;
    await trx.deleteFrom('email_verifications').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    const code = options.issueCode ? (await issueVerificationCode(trx, user.id, now)).code : null;
    return { user, code };
  });
}

/**
 * Deletes every account never verified within `days` of its (latest) sign-up; every table that
 * refers to users cascades. A banned one stays: the ban is a moderator's record. Idempotent, so
 * the sweep may run twice. Returns how many went.
 */
export async function deleteUnverifiedAccounts(
  db: Kysely<Database>,
  options: { days: number; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.days * 24 * 60 * 60 * 1000);
  const deleted = await db
    .deleteFrom('users')
    .where('email_verified_at', 'is', null)
    .where('banned_at', 'is', null)
    .where('created_at', '<', cutoff)
    .returning('id')
    .execute();
  return deleted.length;
}
