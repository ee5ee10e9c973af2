import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { removeFromDeck } from './decks.js';
import { inTransaction } from './in-transaction.js';
import { answerRequest, createMatch, lockPair } from './match-requests.js';

/** What answering a request did; someone else's request is 'not_found', like a missing one. */
export type RespondResult =
  | { status: 'not_found' }
  | { status: 'already_answered' }
  | { status: 'declined'; fromUser: string }
  | { status: 'accepted'; fromUser: string; matchId: string };

/**
 * The receiver's answer to a pending request, under the pair's lock. Accepting creates the match
 * (or finds the one a crossed like already made) in the same transaction. Either answer takes
 * the requester out of the receiver's deck: a pending request does not hide them, an answer does.
 */
export async function respondToRequest(
  db: Kysely<Database>,
  params: { requestId: string; userId: string; accept: boolean },
): Promise<RespondResult> {
  return inTransaction(db, async (trx) => {
    const request = await trx
      .selectFrom('match_requests')
      .select('from_user')
      .where('id', '=', params.requestId)
      .where('to_user', '=', params.userId)
      .executeTakeFirst();
    if (!request) return { status: 'not_found' };
    const fromUser = request.from_user;
    await lockPair(trx, fromUser, params.userId);
    const answered = await answerRequest(trx, {
      requestId: params.requestId,
      status: params.accept ? 'accepted' : 'declined',
    });
    if (!answered) return { status: 'already_answered' };
    await removeFromDeck(trx, { userId: params.userId, candidateId: fromUser });
    if (!params.accept) return { status: 'declined', fromUser };
    const match = await createMatch(trx, { userId: params.userId, otherUserId: fromUser });
    return { status: 'accepted', fromUser, matchId: match.id };
  });
}
