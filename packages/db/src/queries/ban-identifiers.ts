import type { Kysely } from 'kysely';
import { banIdentifierHashes } from '../ban-identifier-hashes.js';
import type { Database } from '../database.js';

// `ban_identifiers`: what a ban keeps from signing up or being moved to, stored only as keyed
// hashes of email identifiers (`email-identifier.ts`), so any spelling of one inbox matches.

/** Adds the identifiers of these addresses (one already banned keeps its first time). */
export async function insertBanIdentifiers(
  db: Kysely<Database>,
  params: { emails: string[]; bannedAt: Date },
): Promise<void> {
  const hashes = await banIdentifierHashes(db, params.emails);
  if (hashes.length === 0) return;
  await db
    .insertInto('ban_identifiers')
    .values(hashes.map((hash) => ({ identifier_hash: hash, banned_at: params.bannedAt })))
    .onConflict((oc) => oc.column('identifier_hash').doNothing())
    .execute();
}

/** Removes the identifiers of these addresses (a lifted ban): they may sign up again. */
export async function deleteBanIdentifiers(db: Kysely<Database>, emails: string[]): Promise<void> {
  const hashes = await banIdentifierHashes(db, emails);
  if (hashes.length === 0) return;
  await db.deleteFrom('ban_identifiers').where('identifier_hash', 'in', hashes).execute();
}

/** Whether a ban keeps this address, or any spelling of its inbox, from signing up or being moved to. */
export async function isEmailBanned(db: Kysely<Database>, email: string): Promise<boolean> {
  const [hash] = await banIdentifierHashes(db, [email]);
  if (hash === undefined) return false;
  const row = await db
    .selectFrom('ban_identifiers')
    .select('identifier_hash')
    .where('identifier_hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined;
}
