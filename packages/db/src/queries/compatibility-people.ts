import type { CompatibilityPerson } from '@starmatch/zodiac/compatibility-person';
import { parseZodiacSign } from '@starmatch/zodiac/signs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { ageSql, dateKey } from './visibility.js';

interface PersonRow {
  id: string;
  sign: string;
  age: number;
  min: number;
  max: number;
  city: string | null;
  cities: string[];
  photos: number;
  bio: number;
}

/**
 * What the full compatibility score reads of each of `ids` with a profile (packages/zodiac
 * CompatibilityPerson), ages counted on `today` ('YYYY-MM-DD' in New Zealand). Read from the
 * people's own rows rather than match_pool, so a match's profile finds them too when they are
 * out of the pool (a suspension, photos removed). The bio is measured in characters.
 */
export async function findCompatibilityPeople(
  db: Kysely<Database>,
  params: { ids: readonly string[]; today: string },
): Promise<Map<string, CompatibilityPerson>> {
  if (params.ids.length === 0) return new Map();
  const birthKey = sql`to_char(u.date_of_birth, 'YYYYMMDD')::int`;
  const { rows } = await sql<PersonRow>`
    select u.id, p.zodiac_sign as sign, ${ageSql(birthKey, dateKey(params.today))} as age,
      p.age_range_min as min, p.age_range_max as max, p.city,
      coalesce(s.preferred_cities, '{}'::text[]) as cities,
      (select count(*)::int from photos ph where ph.user_id = u.id) as photos,
      char_length(coalesce(p.bio, '')) as bio
    from users u
    join profiles p on p.user_id = u.id
    left join settings s on s.user_id = u.id
    where u.id = any(${sql.val([...params.ids])}::uuid[])`.execute(db);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        sign: parseZodiacSign(row.sign),
        age: row.age,
        ageRange: { min: row.min, max: row.max },
        city: row.city,
        preferredCities: row.cities,
        photoCount: row.photos,
        bioLength: row.bio,
      },
    ]),
  );
}
