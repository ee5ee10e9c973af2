import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { normaliseEmail } from './users.js';

// `banned_emails`: the addresses a ban keeps from signing up or being moved to, kept normalised
// so any case of one matches.

/** Adds the addresses (an address already banned keeps its first time). */
export async function insertBannedEmails(
  db: Kysely<Database>,
  params: { emails: string[]; bannedAt: Date },
): Promise<void> {
  if (params.emails.length === 0) return;
  await db
    .insertInto('banned_emails')
    .values(
      params.emails.map((email) => ({ email: normaliseEmail(email), banned_at: params.bannedAt })),
    )
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/** Whether a ban keeps this address from signing up or being moved to (any case). */
export async function isEmailBanned(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('banned_emails')
    .select('email')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return row !== undefined;
}
