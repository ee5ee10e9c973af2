import { RESET_TOKEN_TTL_MS } from '@starmatch/contracts/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { hashSecret, newSecretToken } from '../secret-tokens.js';
import { inTransaction } from './in-transaction.js';

/**
 * A fresh single-use reset token for the user, valid for an hour; any older token of theirs stops
 * working. The raw token is returned for the email only; the table keeps its hash.
 */
export async function issuePasswordReset(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  await inTransaction(db, async (trx) => {
    // Serialises requests for one user, so two racing requests cannot leave two live tokens.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: hashSecret(token),
        user_id: userId,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
  });
  return { token, expiresAt };
}

/**
 * Marks a live token used and returns its user, or null when it is unknown, expired or used.
 * One conditional UPDATE, so of two concurrent redemptions exactly one wins.
 */
export async function consumePasswordReset(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hashSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * The whole reset, in one transaction: use the token, store the new hash, count the email as
 * verified (the person just proved they read it), and end every session. Pending verification
 * codes, an email change waiting for its code and other reset tokens go too. Returns the user id, or null when the token is not live.
 */
export async function resetPasswordWithToken(
  db: Kysely<Database>,
  params: { token: string; passwordHash: string; now?: Date },
): Promise<string | null> {
  const now = params.now ?? new Date();
  return inTransaction(db, async (trx) => {
    const userId = await consumePasswordReset(trx, params.token, now);
    if (userId === null) return null;
    await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: params.passwordHash,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
      }))
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
    // The owner is back in control: a change waiting for its code is theirs to ask for again.
    await trx
      .deleteFrom('email_changes')
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .execute();
    await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    return userId;
  });
}
