import { createHash, randomInt } from 'node:crypto';
import { VERIFICATION_CODE } from '@starmatch/contracts/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { inTransaction } from './in-transaction.js';

/** Six characters from A-Z0-9: about 2.2 billion codes, each drawn without modulo bias. */
export function newVerificationCode(): string {
  const { alphabet, length } = VERIFICATION_CODE;
  let code = '';
  for (let i = 0; i < length; i += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** Salted with the user id, so one code issued to two people never hashes to the same value. */
export function hashVerificationCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code.toUpperCase()}`).digest('hex');
}

/**
 * Replaces the user's code with a fresh one, valid for 24 hours, and returns it (only for the
 * email). The user row is locked first so two concurrent requests cannot leave two live codes.
 */
export async function issueVerificationCode(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<{ code: string; expiresAt: Date }> {
  const code = newVerificationCode();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE.ttlMs);
  await inTransaction(db, async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
    await trx
      .insertInto('email_verifications')
      .values({
        user_id: userId,
        code_hash: hashVerificationCode(userId, code),
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
  });
  return { code, expiresAt };
}

/** 'locked': the code has had its five wrong tries; only a new code can verify now. */
export type VerificationOutcome = 'verified' | 'invalid' | 'locked';

/**
 * Checks a code against the user's live one. A right code verifies the email and is deleted; a
 * wrong one costs an attempt. Both writes are conditional on the attempt count, so however many
 * guesses arrive at once, no more than five are counted and none succeeds after the fifth.
 */
export async function checkVerificationCode(
  db: Kysely<Database>,
  userId: string,
  code: string,
  now: Date = new Date(),
): Promise<VerificationOutcome> {
  const live = await db
    .selectFrom('email_verifications')
    .select(['id', 'code_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!live) return 'invalid';
  if (live.attempts >= VERIFICATION_CODE.maxAttempts) return 'locked';

  if (live.code_hash !== hashVerificationCode(userId, code)) {
    const counted = await db
      .updateTable('email_verifications')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', live.id)
      .where('attempts', '<', VERIFICATION_CODE.maxAttempts)
      .returning('attempts')
      .executeTakeFirst();
    return counted ? 'invalid' : 'locked';
  }

  return inTransaction(db, async (trx) => {
    const used = await trx
      .deleteFrom('email_verifications')
      .where('id', '=', live.id)
      .where('attempts', '<', VERIFICATION_CODE.maxAttempts)
      .returning('id')
      .executeTakeFirst();
    // A concurrent request got there first: it spent the last attempt, or used the code.
    if (!used) {
      const spent = await trx
        .selectFrom('email_verifications')
        .select('id')
        .where('id', '=', live.id)
        .executeTakeFirst();
      return spent ? 'locked' : 'invalid';
    }
    await trx
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', userId)
      .execute();
    return 'verified';
  });
}
