import type { DomainEventPayload } from '@starmatch/contracts/domain-events';
import { unmatch } from '@starmatch/db/queries/matches';
import type { DomainContext } from '../context.js';
import { transact, type UnitOfWork } from '../events/unit-of-work.js';

export type EndMatchResult = { outcome: 'ended' } | { outcome: 'not_found' };

/**
 * Records that a match ended, in the transaction that ended it: the one place `match.ended` is
 * announced, whatever ended it (an unmatch, a block or report, an account deletion, a
 * moderator's sanction). Everything that must react to a match ending subscribes to this event.
 */
export function recordMatchEnded(
  unit: Pick<UnitOfWork, 'record'>,
  ended: DomainEventPayload<'match.ended'>,
): void {
  unit.record({ type: 'match.ended', payload: ended });
}

/**
 * Unmatch: either member ends the match and its conversation; someone else's or a missing match
 * is not found.
 */
export async function endMatch(
  ctx: DomainContext,
  params: { matchId: string; userId: string },
): Promise<EndMatchResult> {
  return transact(ctx, async (unit) => {
    const removed = await unmatch(unit.db, params);
    if (!removed) return { outcome: 'not_found' };
    recordMatchEnded(unit, {
      matchId: params.matchId,
      endedBy: params.userId,
      otherUserId: removed.otherUserId,
      cause: 'unmatch',
    });
    return { outcome: 'ended' };
  });
}
