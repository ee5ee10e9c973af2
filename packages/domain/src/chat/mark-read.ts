import { markMatchMessagesRead } from '@starmatch/db/queries/messages';
import { eitherHidesActivity } from '@starmatch/db/queries/presence';
import type { DomainContext } from '../context.js';
import { transact } from '../events/unit-of-work.js';

/**
 * The reader has the match's messages in front of them: everything they received in it is read
 * (`message.read`). The sender's sockets hear of it unless either of the two hides their
 * activity. Both the REST read of the messages and the gateway's `mark_read` frame come here
 * (docs/ARCHITECTURE.md "Read receipts and presence"). Resolves with when they were read, or
 * null when nothing was unread.
 */
export async function markRead(
  ctx: DomainContext,
  params: { matchId: string; readerId: string; senderId: string },
): Promise<Date | null> {
  return transact(ctx, async (unit) => {
    const { readAt } = await markMatchMessagesRead(unit.db, {
      matchId: params.matchId,
      userId: params.readerId,
    });
    if (readAt === null) return null;
    const hidden = await eitherHidesActivity(unit.db, params.readerId, params.senderId);
    unit.record({
      type: 'message.read',
      payload: { ...params, readAt: readAt.toISOString(), receiptShown: !hidden },
    });
    return readAt;
  });
}
