import type { Kysely } from 'kysely';
import type { Database } from '../../src/database.js';
import { getCurrentUser } from '../../src/queries/account.js';

/** The pending address as GET /api/auth/user reads it: null without a change waiting for its code. */
export async function pendingEmailOf(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<string | null> {
  return (await getCurrentUser(db, userId, now))?.pendingEmail ?? null;
}
