import { EMAIL_CHANGE_CANCEL_TTL_MS } from '@starmatch/contracts/constants';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';
import { hashSecret, newSecretToken } from '../secret-tokens.js';
import {
  consumeVerificationCode,
  issueVerificationCode,
  type VerificationOutcome,
} from './email-verifications.js';
import { inTransaction } from './in-transaction.js';
import { changeUserEmail, normaliseEmail } from './users.js';

// docs/ARCHITECTURE.md "Email change": asked for with the password, finished with the code sent
// to the new address, undone with the link sent to the old one. Every step holds the user row,
// so two steps of one person never interleave.

async function lockUser(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('users')
    .select(['email', 'full_name'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

async function pendingChangeOf(trx: Kysely<Database>, userId: string, now: Date) {
  return trx
    .selectFrom('email_changes')
    .select(['id', 'new_email'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Whether an address is another account's: its email now, or the address it left by a change
 * whose cancel link still works (held so that the link can put it back). Sign-up, an email
 * change and its confirmation all ask.
 */
export async function isEmailHeld(
  db: Kysely<Database>,
  email: string,
  options: { exceptUserId?: string; now?: Date } = {},
): Promise<boolean> {
  const address = normaliseEmail(email);
  const now = options.now ?? new Date();
  const except = options.exceptUserId;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', address)
    .$if(except !== undefined, (qb) => qb.where('id', '<>', except ?? ''))
    .executeTakeFirst();
  if (user) return true;
  const kept = await db
    .selectFrom('email_changes')
    .select('id')
    .where('previous_email', '=', address)
    .where('confirmed_at', 'is not', null)
    .where('expires_at', '>', now)
    .$if(except !== undefined, (qb) => qb.where('user_id', '<>', except ?? ''))
    .executeTakeFirst();
  return kept !== undefined;
}

export type EmailChangeRequest =
  | {
      outcome: 'requested';
      previousEmail: string;
      newEmail: string;
      fullName: string;
      /** For the email to the new address only. */
      code: string;
      /** For the link in the notice to the old address only; the table keeps its hash. */
      cancelToken: string;
    }
  | { outcome: 'unchanged' | 'taken' | 'missing' };

/**
 * Records a change waiting for its code and issues the first code. It replaces the person's
 * earlier pending change, whose codes and link die with its row; changes that took effect keep
 * their rows (and links) until those expire. Nothing about signing in changes here.
 */
export async function requestEmailChange(
  db: Kysely<Database>,
  params: { userId: string; email: string; now?: Date },
): Promise<EmailChangeRequest> {
  const now = params.now ?? new Date();
  const newEmail = normaliseEmail(params.email);
  return inTransaction(db, async (trx): Promise<EmailChangeRequest> => {
    const user = await lockUser(trx, params.userId);
    if (!user) return { outcome: 'missing' };
    if (user.email === newEmail) return { outcome: 'unchanged' };
    if (await isEmailHeld(trx, newEmail, { exceptUserId: params.userId, now })) {
      return { outcome: 'taken' };
    }
    await trx
      .deleteFrom('email_changes')
      .where('user_id', '=', params.userId)
      .where((eb) => eb.or([eb('confirmed_at', 'is', null), eb('expires_at', '<=', now)]))
      .execute();
    const cancelToken = newSecretToken();
    const change = await trx
      .insertInto('email_changes')
      .values({
        user_id: params.userId,
        previous_email: user.email,
        new_email: newEmail,
        cancel_token_hash: hashSecret(cancelToken),
        created_at: now,
        expires_at: new Date(now.getTime() + EMAIL_CHANGE_CANCEL_TTL_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { code } = await issueVerificationCode(trx, params.userId, now, {
      emailChangeId: change.id,
    });
    return {
      outcome: 'requested',
      previousEmail: user.email,
      newEmail,
      fullName: user.full_name,
      code,
      cancelToken,
    };
  });
}

/** A new code for the pending change (earlier ones stay valid), or null when none waits. */
export async function reissueEmailChangeCode(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<{ newEmail: string; fullName: string; code: string } | null> {
  return inTransaction(db, async (trx) => {
    const user = await lockUser(trx, userId);
    const pending = user ? await pendingChangeOf(trx, userId, now) : undefined;
    if (!user || !pending) return null;
    const { code } = await issueVerificationCode(trx, userId, now, { emailChangeId: pending.id });
    return { newEmail: pending.new_email, fullName: user.full_name, code };
  });
}

export type EmailChangeConfirmation =
  | { outcome: 'confirmed'; email: string }
  | { outcome: Exclude<VerificationOutcome, 'verified'> | 'none' | 'taken' };

class ChangeRefused extends Error {
  override name = 'ChangeRefused';
  constructor(readonly outcome: 'taken') {
    super(`Email change refused: ${outcome}`);
  }
}

/**
 * The code from the new address finishes the change: the account moves there, verified, and the
 * sign-up codes (sent to the old address) go. A wrong code counts as on sign-up. If the address
 * became someone else's meanwhile, the change is dropped and the account keeps its address.
 */
export async function confirmEmailChange(
  db: Kysely<Database>,
  params: { userId: string; code: string; now?: Date },
): Promise<EmailChangeConfirmation> {
  const now = params.now ?? new Date();
  try {
    return await inTransaction(db, async (trx): Promise<EmailChangeConfirmation> => {
      const user = await lockUser(trx, params.userId);
      const pending = user ? await pendingChangeOf(trx, params.userId, now) : undefined;
      if (!pending) return { outcome: 'none' };
      const scope = { userId: params.userId, emailChangeId: pending.id };
      const outcome = await consumeVerificationCode(trx, scope, params.code, now);
      if (outcome !== 'verified') return { outcome };
      if (await isEmailHeld(trx, pending.new_email, { exceptUserId: params.userId, now })) {
        await trx.deleteFrom('email_changes').where('id', '=', pending.id).execute();
        return { outcome: 'taken' };
      }
      // A sign-up that took the address since the check above: leave by throwing.
      const moved = await changeUserEmail(trx, params.userId, pending.new_email, now);
      if (moved !== 'changed') throw new ChangeRefused('taken');
      await trx
        .updateTable('email_changes')
        .set({ confirmed_at: now })
        .where('id', '=', pending.id)
        .execute();
      await trx
        .deleteFrom('email_verifications')
        .where('user_id', '=', params.userId)
        .where('email_change_id', 'is', null)
        .execute();
      return { outcome: 'confirmed', email: pending.new_email };
    });
  } catch (error) {
    if (error instanceof ChangeRefused) return { outcome: error.outcome };
    throw error;
  }
}

/** Drops the change waiting for its code, if any (its codes go with it). */
export async function abandonEmailChange(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom('email_changes')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .execute();
}

export type EmailChangeCancellation =
  | { outcome: 'cancelled'; userId: string; email: string }
  | { outcome: 'invalid' }
  | { outcome: 'taken' };

/**
 * The link from the old address. A change still waiting is dropped; one that took effect is
 * undone (the old address comes back, verified: the person just read mail there). Either way the
 * change and every later one of the person end, with every session; an earlier change's link
 * keeps working, so whoever made a later change cannot use it to shut out an earlier address.
 * 'taken' (nothing changed) when another account has the old address, which only an address
 * freed before this change can be.
 */
export async function cancelEmailChange(
  db: Kysely<Database>,
  params: { token: string; now?: Date },
): Promise<EmailChangeCancellation> {
  const now = params.now ?? new Date();
  try {
    return await inTransaction(db, async (trx): Promise<EmailChangeCancellation> => {
      const found = await trx
        .selectFrom('email_changes')
        .select('user_id')
        .where('cancel_token_hash', '=', hashSecret(params.token))
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!found) return { outcome: 'invalid' };
      const user = await lockUser(trx, found.user_id);
      // Read again under the lock: a racing cancel may have removed it.
      const change = await trx
        .selectFrom('email_changes')
        .select(['previous_email', 'created_at', 'confirmed_at'])
        .where('cancel_token_hash', '=', hashSecret(params.token))
        .executeTakeFirst();
      if (!user || !change) return { outcome: 'invalid' };
      let email = user.email;
      if (change.confirmed_at !== null && user.email !== change.previous_email) {
        const restored = await changeUserEmail(trx, found.user_id, change.previous_email, now);
        if (restored !== 'changed') throw new ChangeRefused('taken');
        email = change.previous_email;
      }
      await trx
        .deleteFrom('email_changes')
        .where('user_id', '=', found.user_id)
        .where((eb) =>
          eb.or([
            eb('cancel_token_hash', '=', hashSecret(params.token)),
            eb('created_at', '>', change.created_at),
          ]),
        )
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', found.user_id).execute();
      return { outcome: 'cancelled', userId: found.user_id, email };
    });
  } catch (error) {
    if (error instanceof ChangeRefused) return { outcome: error.outcome };
    throw error;
  }
}
