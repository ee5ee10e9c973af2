import type { CurrentUser } from '@starmatch/contracts/auth';
import { type Kysely, sql } from 'kysely';
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
      'users.paused_at',
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
    pausedAt: row.paused_at?.toISOString() ?? null,
  };
}

/**
 * Pauses the account (`at`) or resumes it (null). A pause already on keeps its first time. The
 * pool's trigger takes the person out of every deck, or puts them back, in the same statement.
 */
export async function setAccountPaused(
  db: Kysely<Database>,
  params: { userId: string; at: Date | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      paused_at:
        params.at === null ? null : sql<Date>`coalesce(paused_at, ${params.at}::timestamptz)`,
    })
    .where('id', '=', params.userId)
    .execute();
}
