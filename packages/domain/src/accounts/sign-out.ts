import { deleteSession } from '@starmatch/db/queries/sessions';
import type { DomainContext } from '../context.js';
import { transact } from '../events/unit-of-work.js';

/** Ends one session; the sockets that session opened close (`session.ended` with its id). */
export async function signOut(
  ctx: DomainContext,
  params: { userId: string; sessionId: string },
): Promise<void> {
  await transact(ctx, async (unit) => {
    await deleteSession(unit.db, params.sessionId);
    unit.record({
      type: 'session.ended',
      payload: { userId: params.userId, reason: 'logout', sessionId: params.sessionId },
    });
  });
}
