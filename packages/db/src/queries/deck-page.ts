import type { Candidate } from '@starmatch/contracts/candidates';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { runWith, StatementCache, standIn } from '../reusable-statement.js';
import type { DeckBuild } from '../tables/decks.js';
import { candidateCardJson } from './candidate-card-json.js';
import { appToday, dateKey, eligiblePeople, VISIBLE } from './visibility.js';

/** Candidates per GET /api/matches/potential; fewer valid ones than this means the deck runs low. */
export const DECK_PAGE_SIZE = 20;

export interface DeckPage {
  /** The page as GET /api/matches/potential answers it: a JSON array of candidates. */
  json: string;
  /** How many candidates the page holds. */
  found: number;
  /** The deck's last build, undefined if it was never built. */
  lastBuild: DeckBuild | undefined;
}

interface DeckPageRow {
  json: string;
  found: number;
  builtAt: Date | null;
  visible: number | null;
  kept: number | null;
}

const VIEWER = standIn('viewer');
/** Compiled once per day and page size: the viewer is the one value that changes. */
const deckPageStatements = new StatementCache<DeckPageRow>(4);

function deckPageStatement(today: string, limit: number) {
  const people = eligiblePeople(today);
  const card = candidateCardJson({
    card: 'dc',
    pool: 'mp',
    score: sql`page.score`,
    compatibility: sql`page.compatibility`,
    todayKey: dateKey(today),
  });
  return sql<DeckPageRow>`
    with v as materialized (select * from ${people} v where v.id = ${VIEWER}),
    page as materialized (
      select d.candidate_id, d.score, d.compatibility
      from decks d
      where d.user_id = ${VIEWER}
        and coalesce((
          select true from v, ${people} c where c.id = d.candidate_id and ${VISIBLE}
        ), false)
      order by d.score desc, d.candidate_id
      limit ${limit}
    )
    select b.built_at as "builtAt", b.visible, b.kept,
      (select count(*)::int from page) as found,
      '[' || coalesce((
        -- A scalar subquery per card: as a join, a small population's pool was hashed whole.
        select string_agg((
          select ${card}
          from match_pool mp join deck_cards dc on dc.user_id = mp.user_id
          where mp.user_id = page.candidate_id
        ), ',' order by page.score desc, page.candidate_id)
        from page
      ), '') || ']' as json
    from (select 1) one
    left join deck_builds b on b.user_id = ${VIEWER}`;
}

/**
 * The best of the viewer's deck, re-checked against the visibility rules as they are now
 * (visibility.ts: the same SQL the build used), as the API's answer (candidate-card-json.ts),
 * with the deck's last build read in the same statement: the deck read decides from it whether
 * the deck must be rebuilt first (deckNeedsBuild), without a second round trip.
 *
 * The re-check leaves out anyone already liked or passed, matched, whose request the viewer
 * answered, blocked either way, taken out by a moderator, without a profile or photo, or whom a
 * change of either person's profile or settings put out of reach since the build. It walks
 * decks_user_id_score_candidate_idx for this viewer only, in the page's order, and checks each
 * row by primary keys until the page is full, so its cost depends on the page, never on how many
 * people use the app. The check is a scalar subquery so that PostgreSQL keeps it a filter on that
 * walk: written as joins, it was planned as a check of the whole deck and a sort. The viewer's
 * own row is read once, not once per card, and the page is joined to the people only afterwards,
 * by primary key per card.
 */
export async function readDeckPage(
  db: Kysely<Database>,
  params: { userId: string; limit?: number; today?: string },
): Promise<DeckPage> {
  const today = params.today ?? appToday();
  const limit = params.limit ?? DECK_PAGE_SIZE;
  const statement = deckPageStatements.get(`${today} ${limit}`, () =>
    deckPageStatement(today, limit).compile(db),
  );
  const { rows } = await runWith(db, statement, new Map([[VIEWER, params.userId]]));
  const row = rows[0];
  if (!row) throw new Error('the deck page statement answers one row');
  const lastBuild =
    row.builtAt !== null && row.visible !== null && row.kept !== null
      ? { user_id: params.userId, built_at: row.builtAt, visible: row.visible, kept: row.kept }
      : undefined;
  return { json: row.json, found: row.found, lastBuild };
}

/** readDeckPage's candidates, parsed: for the tests and tools that read a deck. */
export async function readDeckCards(
  db: Kysely<Database>,
  params: { userId: string; limit?: number; today?: string },
): Promise<Candidate[]> {
  return JSON.parse((await readDeckPage(db, params)).json) as Candidate[];
}
