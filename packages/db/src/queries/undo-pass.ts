import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import { runWith, StatementCache, standIn } from '../reusable-statement.js';
import { candidateCardJson } from './candidate-card-json.js';
import { scoreDeckEntries } from './deck-candidates.js';
import { lockPair } from './pair-lock.js';
import { appToday, dateKey, eligiblePeople, isVisibleTo, VISIBLE } from './visibility.js';

// Undo (docs/ARCHITECTURE.md "Matching and decks"): the person's latest decision in the deck
// (last_swipes, kept by recordSwipe), if it was a pass, is taken back once. The pass goes, so the
// person is visible again; a match request from them that the pass declined is pending again;
// and they stand at the front of the deck until the person decides about them again.

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
  | { status: UndoPassRefusal }
  | {
      status: 'restored';
      /** Their card exactly as GET /api/matches/potential shows it, as JSON text. */
      card: string;
      /** Whether a request from them the pass had declined is pending again. */
      requestRestored: boolean;
    };

/** Thrown inside the transaction to roll a refused undo back. */
class Refused extends Error {
  constructor(readonly reason: UndoPassRefusal) {
    super(reason);
  }
}

const VIEWER = standIn('viewer');
/** Compiled once per day: the viewer is the one value that changes. */
const returnedStatements = new StatementCache<{ card: string }>(2);

function returnedStatement(today: string) {
  const people = eligiblePeople(today);
  const card = candidateCardJson({
    card: 'fc',
    pool: 'mp',
    score: sql`ls.score`,
    compatibility: sql`ls.compatibility`,
    todayKey: dateKey(today),
  });
  return sql<{ card: string }>`
    select ${card} as card
    from last_swipes ls
    join ${people} v on v.id = ls.user_id
    join ${people} c on c.id = ls.candidate_id
    join match_pool mp on mp.user_id = ls.candidate_id
    join feed_cards fc on fc.user_id = ls.candidate_id
    where ls.user_id = ${VIEWER} and ls.undone_at is not null and ls.score is not null
      and ls.compatibility is not null
      and ${VISIBLE}`;
}

/**
 * The card of the person whose pass the viewer undid, while they are still undecided about them
 * and may see them: the front of the viewer's deck. Null otherwise (nearly always: a like or pass
 * replaces the undone decision). A primary-key read, asked on every feed read.
 */
export async function readReturnedCard(
  db: Kysely<Database>,
  params: { userId: string; today?: string },
): Promise<string | null> {
  const today = params.today ?? appToday();
  const statement = returnedStatements.get(today, () => returnedStatement(today).compile(db));
  const { rows } = await runWith(db, statement, new Map([[VIEWER, params.userId]]));
  return rows[0]?.card ?? null;
}

/**
 * A feed page (a JSON array of cards) with `card` first and no second copy of it further down
 * (a rebuild may have put the person back in the deck), at most `limit` cards long.
 */
export function withCardFirst(pageJson: string, card: string, limit: number): string {
  const first = JSON.parse(card) as { userId: string };
  const page = JSON.parse(pageJson) as Array<{ userId: string }>;
  const rest = page.filter((entry) => entry.userId !== first.userId);
  return JSON.stringify([first, ...rest].slice(0, limit));
}

async function undoLocked(
  trx: Transaction<Database>,
  params: { userId: string; targetUserId: string; today: string },
): Promise<UndoPassResult> {
  const { userId, targetUserId } = params;
  const last = await trx
    .selectFrom('last_swipes')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!last) throw new Refused('nothing_to_undo');
  if (last.candidate_id !== targetUserId) throw new Refused('not_last');
  if (last.is_like) throw new Refused('not_a_pass');
  if (last.undone_at !== null) throw new Refused('already_undone');

  const pass = await trx
    .deleteFrom('swipes')
    .where('from_user', '=', userId)
    .where('to_user', '=', targetUserId)
    .where('is_like', '=', false)
    .returning('created_at')
    .executeTakeFirst();
  let requestRestored = false;
  if (pass) {
    // The request the pass declined: the pass answers it in its own transaction, so at the
    // pass's time (now() is the transaction's start); a later decline of theirs is kept too,
    // since it could only come from the same person deciding the same way.
    const restored = await sql`
      update match_requests set status = 'pending', responded_at = null
      where id = (
        select id from match_requests
        where from_user = ${targetUserId} and to_user = ${userId} and status = 'declined'
          and responded_at >= ${pass.created_at}
        order by responded_at desc limit 1)
      and not exists (
        select 1 from match_requests
        where from_user = ${targetUserId} and to_user = ${userId} and status = 'pending')`.execute(
      trx,
    );
    requestRestored = (restored.numAffectedRows ?? 0n) > 0n;
  }
  const visible = await isVisibleTo(trx, {
    viewerId: userId,
    candidateId: targetUserId,
    today: params.today,
  });
  if (!visible) throw new Refused('not_visible');

  // The card comes back as the deck held it; a pass that found them off the deck (an old deck)
  // and remembered nothing earlier has them scored now, as a build would.
  const kept =
    last.score !== null && last.compatibility !== null
      ? { score: last.score, compatibility: last.compatibility }
      : (
          await scoreDeckEntries(trx, {
            viewerId: userId,
            today: params.today,
            ids: [targetUserId],
          })
        )[0];
  if (!kept) throw new Refused('not_visible');
  await trx
    .updateTable('last_swipes')
    .set({ undone_at: sql<Date>`now()`, score: kept.score, compatibility: kept.compatibility })
    .where('user_id', '=', userId)
    .execute();
  const card = await readReturnedCard(trx, { userId, today: params.today });
  if (card === null) throw new Error('an undone pass on someone visible has a card');
  return { status: 'restored', card, requestRestored };
}

/**
 * Undoes `userId`'s pass on `targetUserId` if it is their latest decision and not undone yet, and
 * the person may still be seen; otherwise refuses and changes nothing. Runs its own transaction
 * (a refusal rolls it back), so `db` must not be one.
 */
export async function undoLastPass(
  db: Kysely<Database>,
  params: { userId: string; targetUserId: string; today?: string },
): Promise<UndoPassResult> {
  if (db.isTransaction) throw new Error('undoLastPass runs its own transaction');
  const today = params.today ?? appToday();
  try {
    return await db.transaction().execute(async (trx) => {
      await lockPair(trx, params.userId, params.targetUserId);
      return undoLocked(trx, { ...params, today });
    });
  } catch (error) {
    if (error instanceof Refused) return { status: error.reason };
    throw error;
  }
}
