import { cancelEmailChange as cancelChange } from '@starmatch/db/queries/email-changes';
import type { DomainContext } from '../context.js';
import { transact } from '../events/unit-of-work.js';
import { recordSessionsEnded } from './sign-out.js';

export type CancelEmailChangeResult =
  | { outcome: 'cancelled'; email: string }
  | { outcome: 'invalid' }
  | { outcome: 'taken' };

/** Rolls the transaction back: a refused cancel may leave it aborted (a unique violation). */
class NotCancelled extends Error {
  constructor(readonly outcome: 'invalid' | 'taken') {
    super(outcome);
  }
}

/**
 * The link in the notice to the old address: drops or undoes the change and ends every session
 * of the person, and with them every socket. 'taken' and 'invalid' change nothing.
 */
export async function cancelEmailChange(
  ctx: DomainContext,
  params: { token: string },
): Promise<CancelEmailChangeResult> {
  try {
    return await transact(ctx, async (unit) => {
      const result = await cancelChange(unit.db, { token: params.token, now: ctx.now() });
      if (result.outcome !== 'cancelled') throw new NotCancelled(result.outcome);
      recordSessionsEnded(unit, { userId: result.userId, reason: 'email_change_cancelled' });
      return { outcome: 'cancelled', email: result.email };
    });
  } catch (error) {
    if (error instanceof NotCancelled) return { outcome: error.outcome };
    throw error;
  }
}
