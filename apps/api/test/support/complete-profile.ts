import type { Database } from '@starmatch/db/database';
import type { Kysely } from 'kysely';

/** A profile with one photo and default settings, written straight to the database. */
export async function completeProfile(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .insertInto('profiles')
    .values({
      user_id: userId,
      bio: 'Stargazer and tramper.',
      sexual_orientation: 'heterosexual',
      location: 'Auckland, Auckland',
      city: 'Auckland',
      age_range_min: 18,
      age_range_max: 40,
      zodiac_sign: 'pisces',
    })
    .execute();
  await db
    .insertInto('photos')
    .values({
      user_id: userId,
      position: 0,
      url: `/uploads/profiles/${userId}/one.webp`,
      width: 800,
      height: 800,
      bytes: 1000,
      format: 'webp',
    })
    .execute();
  await db.insertInto('settings').values({ user_id: userId }).execute();
}
