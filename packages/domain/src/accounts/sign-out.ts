import type { SessionEndReason } from '@starmatch/contracts/bus-events';
import { deleteSession } from '@starmatch/db/queries/sessions';
import type { DomainContext } from '../context.js';
import { transact, type UnitOfWork } from '../events/unit-of-work.js';

/**
 * Records that sessions of the person ended, in the transaction that ended them: the one place
 * `session.ended` is announced. With `sessionId` only the sockets that session opened close;
 * without it every socket of the person does.
 */
export function recordSessionsEnded(
  unit: Pick<UnitOfWork, 'record'>,
  ended: { userId: string; reason: SessionEndReason; sessionId?: string },
): void {
  unit.record({ type: 'session.ended', payload: ended });
}

/** Ends one session; the sockets that session opened close. */
export async function signOut(
  ctx: DomainContext,
  params: { userId: string; sessionId: string },
): Promise<void> {
  await transact(ctx, async (unit) => {
    await deleteSession(unit.db, params.sessionId);
    recordSessionsEnded(unit, { ...params, reason: 'logout' });
  });
}
