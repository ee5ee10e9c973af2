import type { CurrentUser } from '@starmatch/contracts/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { issueVerificationCode } from './email-verifications.js';
import { inTransaction } from './in-transaction.js';
import { changeUserEmail, normaliseEmail } from './users.js';

/** GET /api/auth/user: hasProfile needs the profile row and at least one photo, as the matching does. */
export async function getCurrentUser(
  db: Kysely<Database>,
  userId: string,
): Promise<CurrentUser | null> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.full_name',
      'users.email_verified_at',
      eb
        .exists(
          eb
            .selectFrom('profiles')
            .innerJoin('photos', 'photos.user_id', 'profiles.user_id')
            .select('profiles.user_id')
            .whereRef('profiles.user_id', '=', 'users.id'),
        )
        .as('has_profile'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    emailVerified: row.email_verified_at !== null,
    hasProfile: Boolean(row.has_profile),
  };
}

export type EmailChange =
  | {
      outcome: 'changed';
      previousEmail: string;
      email: string;
      fullName: string;
      /** For the verification email to the new address only. */
      code: string;
    }
  | { outcome: 'unchanged' | 'taken' | 'missing' };

class EmailChangeRefused extends Error {
  override name = 'EmailChangeRefused';
  constructor(readonly outcome: 'taken' | 'missing') {
    super(`Email change refused: ${outcome}`);
  }
}

/**
 * Moves the account to a new address in one transaction: the address must be verified again, so
 * the old code is replaced by one for the new address. A refused change rolls back entirely.
 */
export async function changeEmailWithCode(
  db: Kysely<Database>,
  params: { userId: string; email: string; now?: Date },
): Promise<EmailChange> {
  const email = normaliseEmail(params.email);
  try {
    return await inTransaction(db, async (trx): Promise<EmailChange> => {
      const user = await trx
        .selectFrom('users')
        .select(['email', 'full_name'])
        .where('id', '=', params.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!user) throw new EmailChangeRefused('missing');
      if (user.email === email) return { outcome: 'unchanged' };
      const result = await changeUserEmail(trx, params.userId, email);
      // After a failed statement Postgres refuses the rest of the transaction: leave by throwing.
      if (result !== 'changed') throw new EmailChangeRefused(result);
      // Codes sent to the old address must not verify the new one.
      const { code } = await issueVerificationCode(trx, params.userId, params.now, {
        replaceEarlier: true,
      });
      return {
        outcome: 'changed',
        previousEmail: user.email,
        email,
        fullName: user.full_name,
        code,
      };
    });
  } catch (error) {
    if (error instanceof EmailChangeRefused) return { outcome: error.outcome };
    throw error;
  }
}
