import type { Gender } from '@starmatch/contracts/constants';
import type { ZodiacSign } from '@starmatch/zodiac/signs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { DeckBuild } from '../tables/decks.js';
import { appToday, eligiblePeople, VISIBLE } from './visibility.js';

/** Candidates per GET /api/matches/potential; fewer valid ones than this means the deck runs low. */
export const FEED_PAGE_SIZE = 20;

export interface FeedEntry {
  userId: string;
  fullName: string;
  dateOfBirth: string;
  gender: Gender;
  bio: string;
  location: string;
  zodiacSign: ZodiacSign;
  profileImageUrl: string | null;
  /** Photo URLs by position. */
  photos: string[];
  score: number;
  level: string;
}

/**
 * The best of the viewer's deck, re-checked against the visibility rules as they are now
 * (visibility.ts: the same SQL the build used): anyone swiped, matched, whose request the viewer
 * answered, blocked either way, taken out by a moderator, without a profile or photo, or whom a
 * change of either person's profile or settings put out of reach since the build is skipped.
 * It walks decks_user_id_score_candidate_idx for this viewer only, in the page's order, and
 * checks each row by primary keys until the page is full, so its cost depends on the page, never
 * on how many people use the app. The check is a scalar subquery so that PostgreSQL keeps it a
 * filter on that walk: written as joins, it was planned as a check of the whole deck and a sort.
 * The page is joined to the people only afterwards: one big join made the planner spend several
 * times longer planning than executing.
 */
export async function readFeed(
  db: Kysely<Database>,
  params: { userId: string; limit?: number; today?: string },
): Promise<FeedEntry[]> {
  return (await readFeedPage(db, params)).entries;
}

export interface FeedPage {
  entries: FeedEntry[];
  /** The deck's last build, undefined if it was never built. */
  lastBuild: DeckBuild | undefined;
}

type FeedRow = { [K in keyof FeedEntry]: FeedEntry[K] | null } & {
  builtAt: Date | null;
  visible: number | null;
  kept: number | null;
};

/**
 * readFeed, and the deck's last build read in the same statement: the feed read decides from it
 * whether the deck must be rebuilt first (deckNeedsBuild), without a second round trip.
 */
export async function readFeedPage(
  db: Kysely<Database>,
  params: { userId: string; limit?: number; today?: string },
): Promise<FeedPage> {
  const people = eligiblePeople(params.today ?? appToday());
  const { rows } = await sql<FeedRow>`
    select b.built_at as "builtAt", b.visible, b.kept,
      page.candidate_id as "userId", u.full_name as "fullName",
      u.date_of_birth as "dateOfBirth", u.gender, p.bio, p.location,
      p.zodiac_sign as "zodiacSign", p.profile_image_url as "profileImageUrl",
      page.photos, page.score, page.level
    from (select 1) one
    left join deck_builds b on b.user_id = ${params.userId}
    left join (
      select d.candidate_id, d.score, d.level,
        array(
          select ph.url from photos ph where ph.user_id = d.candidate_id order by ph.position
        ) as photos
      from decks d
      where d.user_id = ${params.userId}
        and coalesce((
          select true from ${people} v, ${people} c
          where v.id = d.user_id and c.id = d.candidate_id and ${VISIBLE}
        ), false)
      order by d.score desc, d.candidate_id
      limit ${params.limit ?? FEED_PAGE_SIZE}
    ) page on true
    left join users u on u.id = page.candidate_id
    left join profiles p on p.user_id = page.candidate_id
    order by page.score desc, page.candidate_id`.execute(db);
  const first = rows[0];
  const lastBuild =
    first?.builtAt != null && first.visible != null && first.kept != null
      ? {
          user_id: params.userId,
          built_at: first.builtAt,
          visible: first.visible,
          kept: first.kept,
        }
      : undefined;
  const entries = rows.flatMap(({ builtAt: _at, visible: _visible, kept: _kept, ...entry }) =>
    entry.userId === null ? [] : [entry as FeedEntry],
  );
  return { entries, lastBuild };
}
