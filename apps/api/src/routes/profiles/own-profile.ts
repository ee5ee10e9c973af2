import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import {
  APP_TIME_ZONE,
  CITIES,
  type City,
  type SexualOrientation,
} from '@starmatch/contracts/constants';
import type { OwnProfile } from '@starmatch/contracts/profile';
import type { Database } from '@starmatch/db/database';
import { findOwnProfile, type OwnProfileRecord } from '@starmatch/db/queries/profiles';
import { ageOn } from '@starmatch/zodiac/age';
import { calendarDateIn } from '@starmatch/zodiac/calendar-date-in-zone';
import type { Kysely } from 'kysely';
import { NotFoundError } from '../../errors/not-found-error.js';

function knownCity(value: string | null): City | null {
  return CITIES.find((city) => city === value) ?? null;
}

/** The response shape of GET and PATCH /api/profile. Age counts by today's date in New Zealand. */
export function toOwnProfile(record: OwnProfileRecord, now: Date = new Date()): OwnProfile {
  const { user, profile, photos } = record;
  return {
    userId: user.id,
    fullName: user.fullName,
    dateOfBirth: user.dateOfBirth,
    age: ageOn(user.dateOfBirth, calendarDateIn(APP_TIME_ZONE, now)),
    gender: user.gender,
    zodiacSign: profile.zodiac_sign,
    bio: profile.bio,
    // Written only from the validated setup body; the response schema checks it again.
    sexualOrientation: profile.sexual_orientation as SexualOrientation,
    location: profile.location,
    city: knownCity(profile.city),
    ageRangeMin: profile.age_range_min,
    ageRangeMax: profile.age_range_max,
    profileImageUrl: profile.profile_image_url,
    photos: photos.map((photo) => photo.url),
  };
}

/** The caller's own profile, or 404 PROFILE_NOT_FOUND before the profile setup. */
export async function loadOwnProfile(db: Kysely<Database>, userId: string): Promise<OwnProfile> {
  const record = await findOwnProfile(db, userId);
  if (!record) throw new NotFoundError(API_MESSAGES.profileNotFound, 'PROFILE_NOT_FOUND');
  return toOwnProfile(record);
}
