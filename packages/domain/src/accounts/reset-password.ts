import { resetPasswordWithToken } from '@starmatch/db/queries/password-resets';
import type { DomainContext } from '../context.js';
import { transact } from '../events/unit-of-work.js';
import { recordSessionsEnded } from './sign-out.js';

export type ResetPasswordResult = { outcome: 'reset' } | { outcome: 'invalid_token' };

/**
 * A reset link's new password (hashed by the caller, so argon2's work never holds row locks)
 * replaces the old one and ends every session of the person, and with them every socket.
 */
export async function resetPassword(
  ctx: DomainContext,
  params: { token: string; passwordHash: string },
): Promise<ResetPasswordResult> {
  return transact(ctx, async (unit) => {
    const userId = await resetPasswordWithToken(unit.db, { ...params, now: ctx.now() });
    if (userId === null) return { outcome: 'invalid_token' };
    recordSessionsEnded(unit, { userId, reason: 'password_reset' });
    return { outcome: 'reset' };
  });
}
