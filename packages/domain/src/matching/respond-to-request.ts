import { respondToRequest as answerRequest } from '@starmatch/db/queries/match-requests';
import type { DomainContext } from '../context.js';
import { transact } from '../events/unit-of-work.js';

export type RespondResult =
  | { outcome: 'not_found' }
  | { outcome: 'already_answered' }
  | { outcome: 'declined' }
  | { outcome: 'accepted'; matchId: string };

/**
 * The receiver of a match request accepts it (making the match: `match.created`) or declines it.
 * A request that is not theirs, or whose sender either of the two has blocked since, is not found.
 */
export async function respondToRequest(
  ctx: DomainContext,
  params: { userId: string; requestId: string; accept: boolean },
): Promise<RespondResult> {
  return transact(ctx, async (unit) => {
    const result = await answerRequest(unit.db, params);
    if (result.status !== 'accepted') return { outcome: result.status };
    unit.record({
      type: 'match.created',
      payload: { matchId: result.matchId, requesterId: result.fromUser, accepterId: params.userId },
    });
    return { outcome: 'accepted', matchId: result.matchId };
  });
}
