import { randomUUID } from 'node:crypto';
import { zodiacSignFromDate } from '@starmatch/zodiac/sign-from-date';
import type { NewPhoto, NewProfile, NewSettings } from '../tables/profiles.js';
import type { NewUser } from '../tables/users.js';
import type { DemoPerson } from './demo-people.js';
import { daysBefore } from './people-dates.js';
import type { PhotoFile } from './photo-files.js';
import { profilePhotoUrl } from './photo-files.js';
import type { PortraitCharacter } from './portraits.js';

export interface DemoRows {
  users: NewUser[];
  profiles: NewProfile[];
  settings: NewSettings[];
  photos: NewPhoto[];
  files: PhotoFile[];
}

/** Turns demo people into table rows, each with the takes of their own portrait character. */
export function buildDemoRows(
  people: readonly DemoPerson[],
  portraits: readonly PortraitCharacter[],
  passwordHash: string,
  now: Date,
): DemoRows {
  const rows: DemoRows = { users: [], profiles: [], settings: [], photos: [], files: [] };
  for (const [index, person] of people.entries()) {
    // Ids are made here, not by the database, because the photo paths need them up front.
    const userId = randomUUID();
    const joinedAt = daysBefore(now, person.joinedDaysAgo);
    const { shots } = portraits[index]!;
    const photoIds = shots.map(() => randomUUID());
    rows.users.push({
      id: userId,
      email: person.email.toLowerCase(),
      password_hash: passwordHash,
      full_name: person.fullName,
      date_of_birth: person.dateOfBirth,
      gender: person.gender,
      email_verified_at: joinedAt,
      created_at: joinedAt,
    });
    rows.profiles.push({
      user_id: userId,
      bio: person.bio,
      sexual_orientation: 'heterosexual',
      location: person.location,
      city: person.city,
      age_range_min: person.ageRangeMin,
      age_range_max: person.ageRangeMax,
      zodiac_sign: zodiacSignFromDate(person.dateOfBirth),
      profile_image_url: profilePhotoUrl(userId, photoIds[0]!),
      created_at: joinedAt,
      updated_at: joinedAt,
    });
    rows.settings.push({
      user_id: userId,
      preferred_age_ranges: person.preferredAgeRanges,
      preferred_cities: person.preferredCities,
      updated_at: joinedAt,
    });
    shots.forEach((portrait, position) => {
      const photoId = photoIds[position]!;
      rows.photos.push({
        id: photoId,
        user_id: userId,
        position,
        url: profilePhotoUrl(userId, photoId),
        width: portrait.width,
        height: portrait.height,
        bytes: portrait.bytes,
        format: portrait.format,
        created_at: joinedAt,
      });
      rows.files.push({ userId, photoId, data: portrait.data });
    });
  }
  return rows;
}
