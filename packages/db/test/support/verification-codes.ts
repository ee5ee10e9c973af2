import type { Kysely } from 'kysely';
import type { Database } from '../../src/database.js';

/** The ids of the email codes a person holds, whatever they were sent for. */
export function verificationCodesOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('email_verifications').select('id').where('user_id', '=', userId).execute();
}
