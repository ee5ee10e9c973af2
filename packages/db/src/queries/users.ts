import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { User, UserGender } from '../tables/users.js';
import { inTransaction } from './in-transaction.js';

export interface NewAccount {
  email: string;
  passwordHash: string;
  fullName: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
  gender: UserGender;
}

/** Emails are stored lowercased (a check constraint insists), so every lookup normalises the same way. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Creates an unverified account, or returns null when the email is already taken (any case).
 * The unique index decides, so two sign-ups racing for one address cannot both win.
 */
export async function createUser(db: Kysely<Database>, account: NewAccount): Promise<User | null> {
  const user = await db
    .insertInto('users')
    .values({
      email: normaliseEmail(account.email),
      password_hash: account.passwordHash,
      full_name: account.fullName,
      date_of_birth: account.dateOfBirth,
      gender: account.gender,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  return user ?? null;
}

export async function updatePasswordHash(
  db: Kysely<Database>,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === UNIQUE_VIOLATION
  );
}

export type ChangeEmailResult = 'changed' | 'taken' | 'missing';

/**
 * Moves the account to another address, verified at `verifiedAt` (null: it needs verifying).
 * 'taken' when another account holds the address; the unique index is the judge, so a concurrent
 * sign-up cannot slip in. In a transaction, 'taken' leaves it aborted on PostgreSQL: roll back.
 */
export async function changeUserEmail(
  db: Kysely<Database>,
  userId: string,
  email: string,
  verifiedAt: Date | null = null,
): Promise<ChangeEmailResult> {
  try {
    const updated = await db
      .updateTable('users')
      .set({ email: normaliseEmail(email), email_verified_at: verifiedAt })
      .where('id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    return updated ? 'changed' : 'missing';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/**
 * Deletes the user (every table that refers to users cascades) and the waitlist entry made with
 * the same address: it holds their email, age group, gender, IP address and browser, and a
 * person who deletes their account expects none of it kept. True when there was a user.
 */
export async function deleteUser(db: Kysely<Database>, userId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom('users')
      .where('id', '=', userId)
      .returning('email')
      .executeTakeFirst();
    if (!deleted) return false;
    await trx.deleteFrom('waitlist').where(sql`lower(email)`, '=', deleted.email).execute();
    return true;
  });
}
