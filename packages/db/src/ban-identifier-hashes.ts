import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { emailIdentifier } from './email-identifier.js';
import { appSecret } from './queries/app-secret.js';

/** The `app_state` key of the HMAC key; changing either this or the key orphans every ban. */
const BAN_IDENTIFIER_KEY = 'ban-identifier-key';

/**
 * The keyed hashes (HMAC-SHA256, hex) of the addresses' identifiers, each once. Keyed so a copy
 * of the table alone cannot be checked against a list of addresses; a ban must not keep a
 * readable address of someone who may have deleted their account.
 */
export async function banIdentifierHashes(
  db: Kysely<Database>,
  emails: readonly string[],
): Promise<string[]> {
  if (emails.length === 0) return [];
  const key = await appSecret(db, BAN_IDENTIFIER_KEY);
  const identifiers = new Set(emails.map(emailIdentifier));
  return [...identifiers].map((identifier) =>
    createHmac('sha256', key).update(identifier).digest('hex'),
  );
}
