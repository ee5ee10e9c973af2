import type { CurrentUser } from '@starmatch/contracts/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';

/**
 * GET /api/auth/user: hasProfile needs the profile row and at least one photo, as the matching
 * does; pendingEmail is the address of an email change waiting for its code.
 */
export async function getCurrentUser(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<CurrentUser | null> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.full_name',
      'users.email_verified_at',
      eb
        .exists(
          eb
            .selectFrom('profiles')
            .innerJoin('photos', 'photos.user_id', 'profiles.user_id')
            .select('profiles.user_id')
            .whereRef('profiles.user_id', '=', 'users.id'),
        )
        .as('has_profile'),
      eb
        .selectFrom('email_changes')
        .select('email_changes.new_email')
        .whereRef('email_changes.user_id', '=', 'users.id')
        .where('email_changes.confirmed_at', 'is', null)
        .where('email_changes.expires_at', '>', now)
        .as('pending_email'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    emailVerified: row.email_verified_at !== null,
    hasProfile: Boolean(row.has_profile),
    pendingEmail: row.pending_email ?? null,
  };
}
