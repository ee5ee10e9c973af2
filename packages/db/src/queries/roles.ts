import type { UserRole } from '@starmatch/contracts/moderation';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { normaliseEmail } from './users.js';

// users.role: only `pnpm admin:grant` and `pnpm admin:revoke` change it (docs/ARCHITECTURE.md
// "Moderation"); no route of the public API does.

export type SetRoleResult =
  | { outcome: 'unknown_email' }
  | { outcome: 'changed' | 'unchanged'; fullName: string };

/** Gives the account with this email (any case) the role; 'unchanged' when it already had it. */
export async function setUserRole(
  db: Kysely<Database>,
  email: string,
  role: UserRole,
): Promise<SetRoleResult> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'role', 'full_name'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (!user) return { outcome: 'unknown_email' };
  if (user.role === role) return { outcome: 'unchanged', fullName: user.full_name };
  await db.updateTable('users').set({ role }).where('id', '=', user.id).execute();
  return { outcome: 'changed', fullName: user.full_name };
}

/** Whether the user is a moderator now: read on every /api/admin call, so a revoke counts at once. */
export async function isModerator(db: Kysely<Database>, userId: string): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.role === 'moderator';
}
