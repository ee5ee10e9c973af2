import type { MatchProfile } from '@starmatch/contracts/match-profile';
import { explainCompatibility } from '@starmatch/zodiac/explain-compatibility';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { findCompatibilityPeople } from './compatibility-people.js';
import { findMatchOfMember } from './matches.js';

/**
 * The other person of a match `userId` belongs to, as the chat header opens them: their card
 * and why the two match, scored now (ages on `today`, 'YYYY-MM-DD' in New Zealand). Null when
 * the match is not theirs or gone, or the other person has no profile any more.
 */
export async function findMatchProfile(
  db: Kysely<Database>,
  params: { matchId: string; userId: string; today: string },
): Promise<MatchProfile | null> {
  const match = await findMatchOfMember(db, params);
  if (!match) return null;
  const [row, photos, people] = await Promise.all([
    db
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.user_id', 'u.id')
      .select([
        'u.id',
        'u.full_name',
        'u.gender',
        'p.bio',
        'p.profile_image_url',
        'p.zodiac_sign',
        'p.location',
      ])
      .where('u.id', '=', match.otherUserId)
      .executeTakeFirst(),
    db
      .selectFrom('photos')
      .select('url')
      .where('user_id', '=', match.otherUserId)
      .orderBy('position')
      .execute(),
    findCompatibilityPeople(db, { ids: [params.userId, match.otherUserId], today: params.today }),
  ]);
  const own = people.get(params.userId);
  const other = people.get(match.otherUserId);
  if (!row || !own || !other) return null;
  const compatibility = explainCompatibility(own, other);
  return {
    userId: row.id,
    fullName: row.full_name,
    age: other.age,
    gender: row.gender,
    bio: row.bio,
    profileImageUrl: row.profile_image_url,
    photos: photos.map((photo) => photo.url),
    zodiacSign: other.sign,
    location: row.location,
    compatibility: {
      ...compatibility,
      factors: compatibility.factors.map((factor) => ({ ...factor })),
    },
  };
}
