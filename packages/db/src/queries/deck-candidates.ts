import { SIGNUP_GENDERS } from '@starmatch/contracts/constants';
import { type Compatibility, compatibility } from '@starmatch/zodiac/compatibility';
import { explainCompatibility } from '@starmatch/zodiac/explain-compatibility';
import { ZODIAC_SIGNS, type ZodiacSign } from '@starmatch/zodiac/signs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { findCompatibilityPeople } from './compatibility-people.js';
import type { DeckEntryInput } from './decks.js';
import { eligiblePeople, VISIBLE } from './visibility.js';

// The deck build's search (docs/ARCHITECTURE.md "Matching and decks"). Most of the score comes
// from the two signs, so the search walks sign group by sign group, best signs first, each group
// cut to what the search still needs inside PostgreSQL. Within a group, match_pool's indexes are
// walked in id order and the walk stops once enough people pass the rules: it reads about what the
// search needs divided by the share of people who pass, however many people use the app (a whole
// sign group at most, when almost nobody passes). The search finds DECK_SEARCH_FACTOR times the
// deck, and the full score (packages/zodiac explainCompatibility: ages, places and profiles too)
// ranks them and keeps the best: a strong pairing of a lower sign group can pass a weak one of a
// higher group, within what the search read.

/** How many times the deck's size the search reads before the full score picks the deck. */
export const DECK_SEARCH_FACTOR = 2;

/** What picks the viewer's walks; the rules themselves read the viewer's row in SQL. */
interface Viewer {
  gender: string;
  zodiacSign: ZodiacSign;
  cities: string[];
}

export interface DeckCandidates {
  /** The best candidates, best first (score, then id), at most `size`. */
  entries: DeckEntryInput[];
  /** Whether someone else could be seen too: the deck was cut. */
  more: boolean;
}

async function findViewer(
  db: Kysely<Database>,
  viewerId: string,
  today: string,
): Promise<Viewer | undefined> {
  const { rows } = await sql<Viewer>`
    select v.gender, v.zodiac_sign as "zodiacSign", v.cities
    from ${eligiblePeople(today)} v where v.id = ${viewerId}`.execute(db);
  return rows[0];
}

interface SignGroup extends Compatibility {
  signs: ZodiacSign[];
}

/** Signs grouped by the compatibility a viewer of `sign` has with them, best score first. */
function signGroups(sign: ZodiacSign): SignGroup[] {
  const groups = new Map<number, SignGroup>();
  for (const other of ZODIAC_SIGNS) {
    const match = compatibility(sign, other);
    const group = groups.get(match.score) ?? { ...match, signs: [] };
    group.signs.push(other);
    groups.set(match.score, group);
  }
  return [...groups.values()].sort((a, b) => b.score - a.score);
}

/**
 * The first `limit` people of the sign group by id who pass the rules. Each branch (a gender the
 * viewer may see, a sign of the group, a city the viewer wants) walks its index in id order, and
 * the branches are merged by id, so the walk stops as soon as enough people have passed.
 */
async function bestOfGroup(
  db: Kysely<Database>,
  params: { viewerId: string; viewer: Viewer; today: string; signs: ZodiacSign[]; limit: number },
): Promise<string[]> {
  const { viewerId, viewer, today, limit } = params;
  const people = eligiblePeople(today);
  const genders = SIGNUP_GENDERS.filter((gender) => gender !== viewer.gender);
  const cities: Array<string | null> = viewer.cities.length > 0 ? viewer.cities : [null];
  const branches = genders.flatMap((gender) =>
    params.signs.flatMap((sign) =>
      cities.map(
        (city) => sql`(
          select c.id from ${people} v, ${people} c
          where v.id = ${viewerId} and c.gender = ${gender} and c.zodiac_sign = ${sign}
            ${city === null ? sql`` : sql`and c.city = ${city}`}
            and ${VISIBLE}
          order by c.id limit ${limit})`,
      ),
    ),
  );
  if (branches.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    select id from (${sql.join(branches, sql` union all `)}) best
    order by id limit ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

/** Best score first, ties by id as the deck read orders them (uuids compare as their text). */
function byScore(a: DeckEntryInput, b: DeckEntryInput): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.candidateId < b.candidateId ? -1 : a.candidateId > b.candidateId ? 1 : 0;
}

/** Deck entries for `ids` as `viewerId` sees them: the full score, its level and its explanation as JSON text; nobody without a profile. */
export async function scoreDeckEntries(
  db: Kysely<Database>,
  params: { viewerId: string; today: string; ids: readonly string[] },
): Promise<DeckEntryInput[]> {
  const people = await findCompatibilityPeople(db, {
    ids: [params.viewerId, ...params.ids],
    today: params.today,
  });
  const viewer = people.get(params.viewerId);
  if (!viewer) return [];
  return params.ids.flatMap((id) => {
    const person = people.get(id);
    if (!person) return [];
    const explanation = explainCompatibility(viewer, person);
    return [
      {
        candidateId: id,
        score: explanation.score,
        level: explanation.level,
        compatibility: JSON.stringify(explanation),
      },
    ];
  });
}

/**
 * The viewer's best `size` candidates by the full compatibility score, best first, ties by user
 * id, among what the search read (above), and whether more could be seen. Nobody for a viewer who cannot be matched (no photo, suspended).
 * Run it in a transaction, where it can steer the planner (below) for that transaction only.
 */
export async function findDeckCandidates(
  db: Kysely<Database>,
  params: { viewerId: string; today: string; size: number },
): Promise<DeckCandidates> {
  const viewer = await findViewer(db, params.viewerId, params.today);
  if (!viewer) return { entries: [], more: false };
  if (db.isTransaction) {
    // The rules filter far fewer rows than the planner's estimate of many independent conditions
    // says, so left alone it reads a whole sign group and sorts it. Without sorts it merges the
    // id-ordered walks and stops early: the cost then follows the deck size and the share of
    // people who pass, not the population.
    await sql`set local enable_sort = off`.execute(db);
    await sql`set local enable_bitmapscan = off`.execute(db);
  }
  const found: string[] = [];
  const wanted = params.size * DECK_SEARCH_FACTOR + 1;
  for (const { signs } of signGroups(viewer.zodiacSign)) {
    const limit = wanted - found.length;
    if (limit <= 0) break;
    found.push(...(await bestOfGroup(db, { ...params, viewer, signs, limit })));
  }
  const entries = await scoreDeckEntries(db, { ...params, ids: found });
  entries.sort(byScore);
  return { entries: entries.slice(0, params.size), more: found.length > params.size };
}
