import { scoreDeckEntries } from '@starmatch/db/queries/deck-candidates';
import { lockPair } from '@starmatch/db/queries/pair-lock';
import {
  deletePass,
  lockLastDecision,
  markLastDecisionUndone,
  readReturnedCard,
  reopenDeclinedRequest,
} from '@starmatch/db/queries/undo-pass';
import { appToday, isVisibleTo } from '@starmatch/db/queries/visibility';
import type { DomainContext } from '../context.js';
import { transact, type UnitOfWork } from '../events/unit-of-work.js';

/** Why an undo was refused; nothing changed. */
export type UndoPassRefusal =
  /** No like or pass on record. */
  | 'nothing_to_undo'
  /** The latest decision was about someone else. */
  | 'not_last'
  /** The latest decision about them was a like: their request went out, it is not taken back. */
  | 'not_a_pass'
  /** That pass was undone already: Undo works once. */
  | 'already_undone'
  /** They may not be seen now (a block, a moderator, a match, a change to either profile). */
  | 'not_visible';

export type UndoPassResult =
  | { outcome: UndoPassRefusal }
  | {
      outcome: 'restored';
      /** Their card exactly as GET /api/matches/potential shows it, as JSON text. */
      card: string;
      /** Whether a request from them the pass had declined is pending again. */
      requestRestored: boolean;
    };

/** Thrown inside the transaction to roll a refused undo back. */
class Refused extends Error {
  override name = 'Refused';
  constructor(readonly reason: UndoPassRefusal) {
    super(reason);
  }
}

/**
 * A person takes back their latest decision in the deck, if it was a pass, once
 * (docs/ARCHITECTURE.md "Matching and decks"). The pass goes, so the person is visible again; a
 * match request from them that the pass declined is pending again; and they stand at the front
 * of the deck until the person decides about them again. Anything else is refused and changes
 * nothing: the transaction rolls back.
 */
export async function undoPass(
  ctx: DomainContext,
  params: { userId: string; targetUserId: string },
): Promise<UndoPassResult> {
  const today = appToday(ctx.now());
  try {
    return await transact(ctx, async (unit) => {
      await lockPair(unit.db, params.userId, params.targetUserId);
      return undoLocked(unit, { ...params, today });
    });
  } catch (error) {
    if (error instanceof Refused) return { outcome: error.reason };
    throw error;
  }
}

async function undoLocked(
  unit: UnitOfWork,
  params: { userId: string; targetUserId: string; today: string },
): Promise<UndoPassResult> {
  const { userId, targetUserId, today } = params;
  const trx = unit.db;
  const last = await lockLastDecision(trx, userId);
  if (!last) throw new Refused('nothing_to_undo');
  if (last.candidate_id !== targetUserId) throw new Refused('not_last');
  if (last.is_like) throw new Refused('not_a_pass');
  if (last.undone_at !== null) throw new Refused('already_undone');

  const passedAt = await deletePass(trx, { userId, targetUserId });
  // The request the pass declined: the pass answers it in its own transaction, so at the pass's
  // time (now() is the transaction's start); a later decline of theirs is kept too, since it
  // could only come from the same person deciding the same way.
  const requestRestored =
    passedAt !== null &&
    (await reopenDeclinedRequest(trx, {
      fromUser: targetUserId,
      toUser: userId,
      declinedSince: passedAt,
    }));
  const visible = await isVisibleTo(trx, { viewerId: userId, candidateId: targetUserId, today });
  if (!visible) throw new Refused('not_visible');

  // The card comes back as the deck held it; a pass that found them off the deck (an old deck)
  // and remembered nothing earlier has them scored now, as a build would.
  const kept =
    last.score !== null && last.compatibility !== null
      ? { score: last.score, compatibility: last.compatibility }
      : (await scoreDeckEntries(trx, { viewerId: userId, today, ids: [targetUserId] }))[0];
  if (!kept) throw new Refused('not_visible');
  await markLastDecisionUndone(trx, { userId, ...kept });
  const card = await readReturnedCard(trx, { userId, today });
  if (card === null) throw new Error('an undone pass on someone visible has a card');
  return { outcome: 'restored', card, requestRestored };
}
