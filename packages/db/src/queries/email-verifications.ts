import { createHash, randomInt } from 'node:crypto';
import { VERIFICATION_CODE } from '@starmatch/contracts/constants';
import type { Kysely, Transaction } from 'kysely';
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
 * Every step on a person's codes holds their user row, so issuing and checking never interleave
 * and the wrong-try count is exact however many requests arrive at once.
 */
async function liveCodesLocked(trx: Transaction<Database>, userId: string, now: Date) {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  return trx
    .selectFrom('email_verifications')
    .select(['id', 'code_hash', 'attempts', 'created_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .execute();
}

/** The person's wrong tries: every live code carries the same count. */
function wrongTries(live: Array<{ attempts: number }>): number {
  return Math.max(0, ...live.map((row) => row.attempts));
}

/**
 * Adds a fresh code, valid for 24 hours, and returns it (only for the email). Earlier codes stay
 * valid until their own 24 hours end, so the first email still works after a second is sent.
 * The new code inherits the person's wrong tries: more codes never mean more guesses. Earlier
 * codes are dropped when the tries are used up (the new code starts a new count) and when
 * `replaceEarlier` says they went to another address (an email change).
 */
export async function issueVerificationCode(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
  options: { replaceEarlier?: boolean } = {},
): Promise<{ code: string; expiresAt: Date }> {
  const code = newVerificationCode();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE.ttlMs);
  await inTransaction(db, async (trx) => {
    const live = await liveCodesLocked(trx, userId, now);
    let attempts = wrongTries(live);
    const dropLive = options.replaceEarlier || attempts >= VERIFICATION_CODE.maxAttempts;
    if (dropLive) attempts = 0;
    await trx
      .deleteFrom('email_verifications')
      .where('user_id', '=', userId)
      .$if(!dropLive, (qb) => qb.where('expires_at', '<=', now))
      .execute();
    await trx
      .insertInto('email_verifications')
      .values({
        user_id: userId,
        code_hash: hashVerificationCode(userId, code),
        attempts,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
  });
  return { code, expiresAt };
}

/** Whether a code that can still verify (live, tries left) was issued within `withinMs`. */
export async function usableCodeIssuedWithin(
  db: Kysely<Database>,
  userId: string,
  withinMs: number,
  now: Date = new Date(),
): Promise<boolean> {
  const live = await db
    .selectFrom('email_verifications')
    .select(['attempts', 'created_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .execute();
  if (wrongTries(live) >= VERIFICATION_CODE.maxAttempts) return false;
  return live.some((row) => row.created_at.getTime() > now.getTime() - withinMs);
}

/** 'locked': the person has had their five wrong tries; only a new code can verify now. */
export type VerificationOutcome = 'verified' | 'invalid' | 'locked';

/**
 * Checks a code against every live code of the person. A right one verifies the email and
 * deletes all their codes; a wrong one costs one of the person's five tries, whichever code it
 * was meant for. After the fifth, no code verifies, the right one included.
 */
export async function checkVerificationCode(
  db: Kysely<Database>,
  userId: string,
  code: string,
  now: Date = new Date(),
): Promise<VerificationOutcome> {
  return inTransaction(db, async (trx) => {
    const live = await liveCodesLocked(trx, userId, now);
    if (live.length === 0) return 'invalid';
    const tries = wrongTries(live);
    if (tries >= VERIFICATION_CODE.maxAttempts) return 'locked';

    const hash = hashVerificationCode(userId, code);
    if (!live.some((row) => row.code_hash === hash)) {
      await trx
        .updateTable('email_verifications')
        .set({ attempts: tries + 1 })
        .where(
          'id',
          'in',
          live.map((row) => row.id),
        )
        .execute();
      return 'invalid';
    }

    await trx.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
    await trx
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', userId)
      .execute();
    return 'verified';
  });
}
