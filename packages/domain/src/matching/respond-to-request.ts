import type { DomainEventPayload } from '@starmatch/contracts/domain-events';
import { removeFromDeck } from '@starmatch/db/queries/decks';
import { answerRequest, findReceivedRequest } from '@starmatch/db/queries/match-requests';
import { createMatch } from '@starmatch/db/queries/matches';
import { lockPair } from '@starmatch/db/queries/pair-lock';
import { canStillReach } from '@starmatch/db/queries/visibility';
import type { DomainContext } from '../context.js';
import { transact, type UnitOfWork } from '../events/unit-of-work.js';

/** What answering a request did; someone else's request is 'not_found', like a missing one. */
export type RespondResult =
  | { outcome: 'not_found' }
  | { outcome: 'already_answered' }
  | { outcome: 'declined'; fromUser: string }
  | { outcome: 'accepted'; fromUser: string; matchId: string };

/**
 * Records that a match was made, in the transaction that made it: the one place `match.created`
 * is announced, whether an accept made it or a like answering a like.
 */
export function recordMatchCreated(
  unit: Pick<UnitOfWork, 'record'>,
  made: DomainEventPayload<'match.created'>,
): void {
  unit.record({ type: 'match.created', payload: made });
}

/**
 * The receiver of a match request accepts it or declines it, under the pair's lock. Accepting
 * creates the match (or finds the one a crossed like already made) in the same transaction and
 * announces it (`match.created`). Either answer takes the requester out of the receiver's deck:
 * a pending request does not hide them, an answer does. A request that is not theirs, or whose
 * sender either of the two has blocked since (or a moderator took out), is not found.
 */
export async function respondToRequest(
  ctx: DomainContext,
  params: { userId: string; requestId: string; accept: boolean },
): Promise<RespondResult> {
  const { userId, requestId, accept } = params;
  return transact(ctx, async (unit) => {
    const request = await findReceivedRequest(unit.db, { requestId, toUser: userId });
    if (!request) return { outcome: 'not_found' };
    const { fromUser } = request;
    await lockPair(unit.db, fromUser, userId);
    if (!(await canStillReach(unit.db, { fromUser: userId, toUser: fromUser }))) {
      return { outcome: 'not_found' };
    }
    const answered = await answerRequest(unit.db, {
      requestId,
      status: accept ? 'accepted' : 'declined',
    });
    if (!answered) return { outcome: 'already_answered' };
    await removeFromDeck(unit.db, { userId, candidateId: fromUser });
    if (!accept) return { outcome: 'declined', fromUser };
    const match = await createMatch(unit.db, { userId, otherUserId: fromUser });
    recordMatchCreated(unit, { matchId: match.id, requesterId: fromUser, accepterId: userId });
    return { outcome: 'accepted', fromUser, matchId: match.id };
  });
}
