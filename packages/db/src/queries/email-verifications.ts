import { createHash, randomInt } from 'node:crypto';
import { VERIFICATION_CODE } from '@starmatch/contracts/constants';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
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
 * Whose codes: those for the account's own address (sign-up, `emailChangeId` null) or those for
 * the new address of one email change. One set never verifies the other, and each keeps its own
 * count of wrong tries.
 */
export interface CodeScope {
  userId: string;
  emailChangeId: string | null;
}

function signUpScope(userId: string): CodeScope {
  return { userId, emailChangeId: null };
}

function inScope(eb: ExpressionBuilder<Database, 'email_verifications'>, scope: CodeScope) {
  return eb.and([
    eb('user_id', '=', scope.userId),
    scope.emailChangeId === null
      ? eb('email_change_id', 'is', null)
      : eb('email_change_id', '=', scope.emailChangeId),
  ]);
}

/**
 * Every step on a person's codes holds their user row, so issuing and checking never interleave
 * and the wrong-try count is exact however many requests arrive at once.
 */
async function liveCodesLocked(trx: Transaction<Database>, scope: CodeScope, now: Date) {
  await trx.selectFrom('users').select('id').where('id', '=', scope.userId).forUpdate().execute();
  return trx
    .selectFrom('email_verifications')
    .select(['id', 'code_hash', 'attempts', 'created_at'])
    .where((eb) => inScope(eb, scope))
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
 * codes are dropped when the tries are used up, and the new code starts a new count. With
 * `emailChangeId` the code is for that email change's new address (docs/ARCHITECTURE.md
 * "Email change"), under the same rules.
 */
export async function issueVerificationCode(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
  options: { emailChangeId?: string } = {},
): Promise<{ code: string; expiresAt: Date }> {
  const scope: CodeScope = { userId, emailChangeId: options.emailChangeId ?? null };
  const code = newVerificationCode();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE.ttlMs);
  await inTransaction(db, async (trx) => {
    const live = await liveCodesLocked(trx, scope, now);
    let attempts = wrongTries(live);
    const dropLive = attempts >= VERIFICATION_CODE.maxAttempts;
    if (dropLive) attempts = 0;
    await trx
      .deleteFrom('email_verifications')
      .where((eb) => inScope(eb, scope))
      .$if(!dropLive, (qb) => qb.where('expires_at', '<=', now))
      .execute();
    await trx
      .insertInto('email_verifications')
      .values({
        user_id: userId,
        email_change_id: scope.emailChangeId,
        code_hash: hashVerificationCode(userId, code),
        attempts,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
  });
  return { code, expiresAt };
}

/** Whether a sign-up code that can still verify (live, tries left) was issued within `withinMs`. */
export async function usableCodeIssuedWithin(
  db: Kysely<Database>,
  userId: string,
  withinMs: number,
  now: Date = new Date(),
): Promise<boolean> {
  const live = await db
    .selectFrom('email_verifications')
    .select(['attempts', 'created_at'])
    .where((eb) => inScope(eb, signUpScope(userId)))
    .where('expires_at', '>', now)
    .execute();
  if (wrongTries(live) >= VERIFICATION_CODE.maxAttempts) return false;
  return live.some((row) => row.created_at.getTime() > now.getTime() - withinMs);
}

/** 'locked': the person has had their five wrong tries; only a new code can verify now. */
export type VerificationOutcome = 'verified' | 'invalid' | 'locked';

/**
 * Checks a sign-up code against every live one of the person. A right one verifies the email and
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
    const outcome = await consumeVerificationCode(trx, signUpScope(userId), code, now);
    if (outcome === 'verified') {
      await trx
        .updateTable('users')
        .set({ email_verified_at: now })
        .where('id', '=', userId)
        .execute();
    }
    return outcome;
  });
}

/**
 * The check itself, inside the caller's transaction, which then does what a right code allows:
 * on 'verified' the scope's codes are gone; on 'invalid' the wrong try is counted, so the caller
 * must commit rather than throw.
 */
export async function consumeVerificationCode(
  trx: Transaction<Database>,
  scope: CodeScope,
  code: string,
  now: Date,
): Promise<VerificationOutcome> {
  const live = await liveCodesLocked(trx, scope, now);
  if (live.length === 0) return 'invalid';
  const tries = wrongTries(live);
  if (tries >= VERIFICATION_CODE.maxAttempts) return 'locked';

  const hash = hashVerificationCode(scope.userId, code);
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

  await trx
    .deleteFrom('email_verifications')
    .where((eb) => inScope(eb, scope))
    .execute();
  return 'verified';
}
