import type { SexualOrientation } from '@starmatch/contracts/constants';
import { zodiacSignFromDate } from '@starmatch/zodiac/sign-from-date';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import type { Photo, Profile } from '../tables/profiles.js';
import type { UserGender } from '../tables/users.js';
import { inTransaction } from './in-transaction.js';
import { arrangePhotos, listPhotos, lockPhotoOwner } from './photos.js';
import { ensureSettings } from './settings.js';

export interface OwnProfileRecord {
  user: { id: string; fullName: string; dateOfBirth: string; gender: UserGender };
  profile: Profile;
  /** Main photo first. */
  photos: Photo[];
}

/** The user's own profile with the account fields it shows, or null before the profile setup. */
export async function findOwnProfile(
  db: Kysely<Database>,
  userId: string,
): Promise<OwnProfileRecord | null> {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .selectAll('profiles')
    .select([
      'users.full_name as owner_full_name',
      'users.date_of_birth as owner_date_of_birth',
      'users.gender as owner_gender',
    ])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const { owner_full_name, owner_date_of_birth, owner_gender, ...profile } = row;
  return {
    user: {
      id: userId,
      fullName: owner_full_name,
      dateOfBirth: owner_date_of_birth,
      gender: owner_gender,
    },
    profile,
    photos: await listPhotos(db, userId),
  };
}

export class PhotoNotOwnedError extends Error {
  override name = 'PhotoNotOwnedError';
  constructor(readonly url: string) {
    super(`${url} is not one of the user's photos`);
  }
}

export class ProfileOwnerMissingError extends Error {
  override name = 'ProfileOwnerMissingError';
  constructor(readonly userId: string) {
    super(`User ${userId} does not exist`);
  }
}

export interface ProfileSetupParams {
  userId: string;
  bio: string;
  sexualOrientation: SexualOrientation;
  location: string;
  /** Normalised from the location by the caller; null when it names no known city. */
  city: string | null;
  ageRangeMin: number;
  ageRangeMax: number;
  /** URLs of the user's uploaded photos, main photo first. */
  photoUrls: readonly string[];
}

/**
 * Creates or replaces the profile in one transaction: the photos become exactly `photoUrls` in
 * that order (the others are deleted and returned, so the caller removes their files after the
 * commit), the main photo is the first, the zodiac sign comes from the stored date of birth, and
 * a settings row with no preferences is added if there is none. Throws PhotoNotOwnedError, and
 * changes nothing, when a URL is not one of the user's photos.
 */
export async function saveProfileSetup(
  db: Kysely<Database>,
  params: ProfileSetupParams,
): Promise<{ removedPhotos: Photo[] }> {
  return inTransaction(db, async (trx) => {
    const owner = await lockPhotoOwner(trx, params.userId);
    if (!owner) throw new ProfileOwnerMissingError(params.userId);
    const byUrl = new Map((await listPhotos(trx, params.userId)).map((p) => [p.url, p]));
    const keepIds = params.photoUrls.map((url) => {
      const photo = byUrl.get(url);
      if (!photo) throw new PhotoNotOwnedError(url);
      return photo.id;
    });
    const removedPhotos = await arrangePhotos(trx, params.userId, keepIds);
    const fields = {
      bio: params.bio,
      sexual_orientation: params.sexualOrientation,
      location: params.location,
      city: params.city,
      age_range_min: params.ageRangeMin,
      age_range_max: params.ageRangeMax,
      zodiac_sign: zodiacSignFromDate(owner.dateOfBirth),
      profile_image_url: params.photoUrls[0] ?? null,
    };
    await trx
      .insertInto('profiles')
      .values({ user_id: params.userId, ...fields })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...fields, updated_at: new Date() }))
      .execute();
    await ensureSettings(trx, params.userId);
    return { removedPhotos };
  });
}

/** Replaces the bio; false when the user has no profile yet. */
export async function updateProfileBio(
  db: Kysely<Database>,
  userId: string,
  bio: string,
): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ bio, updated_at: new Date() })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type SetProfileImageResult = 'updated' | 'no_profile' | 'not_owned';

/**
 * Makes one of the user's photos the profile image. It also becomes photo 0, so the profile image
 * and the first photo of the carousel stay the same picture; the others keep their order.
 */
export async function setProfileImage(
  db: Kysely<Database>,
  userId: string,
  url: string,
): Promise<SetProfileImageResult> {
  return inTransaction(db, async (trx) => {
    if (!(await lockPhotoOwner(trx, userId))) return 'no_profile';
    const profile = await trx
      .selectFrom('profiles')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!profile) return 'no_profile';
    const photos = await listPhotos(trx, userId);
    const chosen = photos.find((photo) => photo.url === url);
    if (!chosen) return 'not_owned';
    const others = photos.filter((photo) => photo.id !== chosen.id).map((photo) => photo.id);
    await arrangePhotos(trx, userId, [chosen.id, ...others]);
    await trx
      .updateTable('profiles')
      .set({ profile_image_url: url, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
    return 'updated';
  });
}
