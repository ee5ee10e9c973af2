import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import { runWith, StatementCache, standIn } from '../reusable-statement.js';
import { candidateCardJson } from './candidate-card-json.js';
import { appToday, dateKey, eligiblePeople, VISIBLE } from './visibility.js';

// Storage of Undo (docs/ARCHITECTURE.md "Matching and decks"; what may be undone is decided by
// packages/domain matching/undo-pass.ts): the person's latest decision (last_decisions, kept by
// decide-on-candidate.ts), the pass it records, the request the pass declined, and the card of
// someone whose pass was undone, who stands at the front of the deck until the person decides
// again.

const VIEWER = standIn('viewer');
/** Compiled once per day: the viewer is the one value that changes. */
const returnedStatements = new StatementCache<{ card: string }>(2);

function returnedStatement(today: string) {
  const people = eligiblePeople(today);
  const card = candidateCardJson({
    card: 'dc',
    pool: 'mp',
    score: sql`ld.score`,
    compatibility: sql`ld.compatibility`,
    todayKey: dateKey(today),
  });
  return sql<{ card: string }>`
    select ${card} as card
    from last_decisions ld
    join ${people} v on v.id = ld.user_id
    join ${people} c on c.id = ld.candidate_id
    join match_pool mp on mp.user_id = ld.candidate_id
    join deck_cards dc on dc.user_id = ld.candidate_id
    where ld.user_id = ${VIEWER} and ld.undone_at is not null and ld.score is not null
      and ld.compatibility is not null
      and ${VISIBLE}`;
}

/**
 * The card of the person whose pass the viewer undid, while they are still undecided about them
 * and may see them: the front of the viewer's deck. Null otherwise (nearly always: a like or pass
 * replaces the undone decision). A primary-key read, asked on every deck read.
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
 * A deck page (a JSON array of cards) with `card` first and no second copy of it further down
 * (a rebuild may have put the person back in the deck), at most `limit` cards long.
 */
export function withCardFirst(pageJson: string, card: string, limit: number): string {
  const first = JSON.parse(card) as { userId: string };
  const page = JSON.parse(pageJson) as Array<{ userId: string }>;
  const rest = page.filter((entry) => entry.userId !== first.userId);
  return JSON.stringify([first, ...rest].slice(0, limit));
}

/** The person's latest decision, locked until the transaction ends; undefined when none. */
export async function lockLastDecision(
  trx: Transaction<Database>,
  userId: string,
): Promise<Selectable<Database['last_decisions']> | undefined> {
  return trx
    .selectFrom('last_decisions')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Deletes `userId`'s pass on `targetUserId`; when it was made, or null when there was none. */
export async function deletePass(
  trx: Transaction<Database>,
  params: { userId: string; targetUserId: string },
): Promise<Date | null> {
  const pass = await trx
    .deleteFrom('decisions')
    .where('from_user', '=', params.userId)
    .where('to_user', '=', params.targetUserId)
    .where('is_like', '=', false)
    .returning('created_at')
    .executeTakeFirst();
  return pass?.created_at ?? null;
}

/**
 * Makes the latest request from `fromUser` to `toUser` answered with a decline at or after
 * `declinedSince` pending again, unless one between them is pending already. Whether it did.
 */
export async function reopenDeclinedRequest(
  trx: Transaction<Database>,
  params: { fromUser: string; toUser: string; declinedSince: Date },
): Promise<boolean> {
  const { fromUser, toUser, declinedSince } = params;
  const reopened = await sql`
    update match_requests set status = 'pending', responded_at = null
    where id = (
      select id from match_requests
      where from_user = ${fromUser} and to_user = ${toUser} and status = 'declined'
        and responded_at >= ${declinedSince}
      order by responded_at desc limit 1)
    and not exists (
      select 1 from match_requests
      where from_user = ${fromUser} and to_user = ${toUser} and status = 'pending')`.execute(trx);
  return (reopened.numAffectedRows ?? 0n) > 0n;
}

/** Marks the latest decision undone now (the transaction's time), with the card's deck score. */
export async function markLastDecisionUndone(
  trx: Transaction<Database>,
  params: { userId: string; score: number; compatibility: string },
): Promise<void> {
  await trx
    .updateTable('last_decisions')
    .set({ undone_at: sql<Date>`now()`, score: params.score, compatibility: params.compatibility })
    .where('user_id', '=', params.userId)
    .execute();
}
