import type { Gender } from '@starmatch/contracts/constants';
import type { ZodiacSign } from '@starmatch/zodiac/signs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { blockedEitherWay, outOfStanding } from './visibility.js';

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
 * The best of the viewer's deck, skipping anyone swiped, matched, whose request the viewer
 * answered, or who lost their profile or photos since the build (deleted accounts cascade away),
 * and anyone blocked either way or taken out by a moderator since (the rules of visibility.ts).
 * It walks decks_user_id_score_idx for this viewer only and checks each row by primary keys, so
 * its cost depends on the deck, never on how many people use the app. The page is picked in a
 * subquery of the deck alone and joined to the people afterwards: one big join made the planner
 * spend several times longer planning than executing.
 */
export async function readFeed(
  db: Kysely<Database>,
  params: { userId: string; limit?: number },
): Promise<FeedEntry[]> {
  const { rows } = await sql<FeedEntry>`
    select page.candidate_id as "userId", u.full_name as "fullName",
      u.date_of_birth as "dateOfBirth", u.gender, p.bio, p.location,
      p.zodiac_sign as "zodiacSign", p.profile_image_url as "profileImageUrl",
      page.photos, page.score, page.level
    from (
      select d.candidate_id, d.score, d.level,
        array(
          select ph.url from photos ph where ph.user_id = d.candidate_id order by ph.position
        ) as photos
      from decks d
      where d.user_id = ${params.userId}
        and exists (select 1 from photos ph where ph.user_id = d.candidate_id)
        and not exists (
          select 1 from swipes sw where sw.from_user = d.user_id and sw.to_user = d.candidate_id
        )
        and not exists (
          select 1 from matches m
          where m.user_a = least(d.user_id, d.candidate_id)
            and m.user_b = greatest(d.user_id, d.candidate_id)
        )
        and not exists (
          select 1 from match_requests mr
          where mr.from_user = d.candidate_id and mr.to_user = d.user_id and mr.status <> 'pending'
        )
        and not ${blockedEitherWay(sql`d.user_id`, sql`d.candidate_id`)}
        and not exists (
          select 1 from users cu where cu.id = d.candidate_id and ${outOfStanding('cu')}
        )
      order by d.score desc, d.candidate_id
      limit ${params.limit ?? FEED_PAGE_SIZE}
    ) page
    join users u on u.id = page.candidate_id
    join profiles p on p.user_id = page.candidate_id
    order by page.score desc, page.candidate_id`.execute(db);
  return rows;
}
