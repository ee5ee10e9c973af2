import { randomUUID } from 'node:crypto';
import { zodiacSignFromDate } from '@starmatch/zodiac/sign-from-date';
import type { ZodiacSign } from '@starmatch/zodiac/signs';
import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { appToday } from './queries/visibility.js';
import type { UserGender } from './tables/users.js';

// People for discovery tests in every package: complete profiles by default, each field
// overridable, so a test states only the fact it is about.

/** A date of birth that makes someone exactly `age` on every day of today's year (1 January). */
export function bornAged(age: number, today: string = appToday()): string {
  return `${Number(today.slice(0, 4)) - age}-01-01`;
}

export interface PersonSpec {
  /** A chosen user id, e.g. the smallest, to place someone first among equal scores. */
  id?: string;
  fullName?: string;
  gender?: UserGender;
  age?: number;
  dateOfBirth?: string;
  /** Stored zodiac sign; derived from the date of birth when absent. */
  sign?: ZodiacSign;
  city?: string | null;
  ageRangeMin?: number;
  ageRangeMax?: number;
  preferredAgeRanges?: string[];
  preferredCities?: string[];
  /** false: no profile row at all. */
  profile?: boolean;
  photos?: number;
  /** false: no settings row (empty preferences). */
  settings?: boolean;
}

/** A person with a complete profile by default: a 30-year-old woman in Auckland, open to anyone 18-99. */
export async function createPerson(db: Kysely<Database>, spec: PersonSpec = {}): Promise<string> {
  const dateOfBirth = spec.dateOfBirth ?? bornAged(spec.age ?? 30);
  const user = await db
    .insertInto('users')
    .values({
      ...(spec.id ? { id: spec.id } : {}),
      email: `${randomUUID()}@example.nz`,
      password_hash: '$argon2id$placeholder',
      full_name: spec.fullName ?? 'Test Person',
      date_of_birth: dateOfBirth,
      gender: spec.gender ?? 'Female',
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (spec.profile === false) return user.id;
  const city = spec.city === undefined ? 'Auckland' : spec.city;
  await db
    .insertInto('profiles')
    .values({
      user_id: user.id,
      bio: 'Loves the outdoors and good coffee.',
      sexual_orientation: 'heterosexual',
      location: city ? `${city}, Auckland` : 'Somewhere, Far away',
      city,
      age_range_min: spec.ageRangeMin ?? 18,
      age_range_max: spec.ageRangeMax ?? 99,
      zodiac_sign: spec.sign ?? zodiacSignFromDate(dateOfBirth),
      profile_image_url: `/uploads/profiles/${user.id}/0.webp`,
    })
    .execute();
  const photoCount = spec.photos ?? 1;
  if (photoCount > 0) {
    await db
      .insertInto('photos')
      .values(
        Array.from({ length: photoCount }, (_, position) => ({
          user_id: user.id,
          position,
          url: `/uploads/profiles/${user.id}/${position}.webp`,
          width: 800,
          height: 1000,
          bytes: 50_000,
          format: 'webp',
        })),
      )
      .execute();
  }
  if (spec.settings !== false) {
    await db
      .insertInto('settings')
      .values({
        user_id: user.id,
        preferred_age_ranges: spec.preferredAgeRanges ?? [],
        preferred_cities: spec.preferredCities ?? [],
      })
      .execute();
  }
  return user.id;
}

/** A man and a woman who fit each other; overrides apply to each side. */
export async function createPair(
  db: Kysely<Database>,
  viewer: PersonSpec = {},
  candidate: PersonSpec = {},
): Promise<{ viewer: string; candidate: string }> {
  return {
    viewer: await createPerson(db, { gender: 'Female', ...viewer }),
    candidate: await createPerson(db, { gender: 'Male', age: 32, ...candidate }),
  };
}

export async function clearPeople(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('users').execute();
}
