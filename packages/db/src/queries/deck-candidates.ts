import { SIGNUP_GENDERS } from '@starmatch/contracts/constants';
import { type Compatibility, compatibility } from '@starmatch/zodiac/compatibility';
import { ZODIAC_SIGNS, type ZodiacSign } from '@starmatch/zodiac/signs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { DeckEntryInput } from './decks.js';
import { eligiblePeople, VISIBLE } from './visibility.js';

// The deck build's search (docs/ARCHITECTURE.md "Matching and decks"). The score depends on the
// two signs alone, so the best candidates are found sign group by sign group, best score first,
// each group cut to what the deck still needs inside PostgreSQL. Within a group, match_pool's
// indexes are walked in id order (the tie-break) and the walk stops once enough people pass the
// rules: it reads about what the deck needs divided by the share of people who pass, however many
// people use the app (a whole sign group at most, when almost nobody passes).

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

/**
 * The viewer's best `size` candidates by zodiac compatibility, best first, ties by user id, and
 * whether more could be seen. Nobody for a viewer who cannot be matched (no photo, suspended).
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
  const entries: DeckEntryInput[] = [];
  for (const { signs, score, level } of signGroups(viewer.zodiacSign)) {
    const limit = params.size + 1 - entries.length;
    if (limit <= 0) break;
    const ids = await bestOfGroup(db, { ...params, viewer, signs, limit });
    for (const id of ids) entries.push({ candidateId: id, score, level });
  }
  return { entries: entries.slice(0, params.size), more: entries.length > params.size };
}
