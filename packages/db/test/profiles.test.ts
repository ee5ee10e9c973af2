import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addPhoto, listPhotos } from '../src/queries/photos.js';
import {
  findOwnProfile,
  PhotoNotOwnedError,
  type ProfileSetupParams,
  saveProfileSetup,
  setProfileImage,
  updateProfileBio,
} from '../src/queries/profiles.js';
import { findPreferences, savePreferences } from '../src/queries/settings.js';
import { fileDatabase } from './support/file-database.js';

const test = fileDatabase();

/** Born 5 November: a Scorpio. */
async function scorpio(): Promise<string> {
  const user = await test.db
    .insertInto('users')
    .values({
      email: `${randomUUID()}@example.nz`,
      password_hash: '$argon2id$placeholder',
      full_name: 'Hemi Walker',
      date_of_birth: '1992-11-05',
      gender: 'Male',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

async function upload(userId: string): Promise<string> {
  const id = randomUUID();
  const url = `/uploads/profiles/${userId}/${id}.webp`;
  await addPhoto(test.db, {
    id,
    userId,
    url,
    width: 800,
    height: 600,
    bytes: 1000,
    format: 'webp',
  });
  return url;
}

function setup(userId: string, photoUrls: string[]): ProfileSetupParams {
  return {
    userId,
    bio: 'Sunrise swims at Takapuna and long lunches.',
    sexualOrientation: 'heterosexual',
    location: 'North Shore, Auckland',
    city: 'North Shore',
    ageRangeMin: 25,
    ageRangeMax: 40,
    photoUrls,
  };
}

describe('saveProfileSetup', () => {
  it('creates the profile with the sign from the date of birth and an empty settings row', async () => {
    const userId = await scorpio();
    const [first, second] = [await upload(userId), await upload(userId)];
    expect(await findOwnProfile(test.db, userId)).toBeNull();
    const { removedPhotos } = await saveProfileSetup(test.db, setup(userId, [second, first]));
    expect(removedPhotos).toEqual([]);
    const own = await findOwnProfile(test.db, userId);
    expect(own?.user).toEqual({
      id: userId,
      fullName: 'Hemi Walker',
      dateOfBirth: '1992-11-05',
      gender: 'Male',
    });
    expect(own?.profile).toMatchObject({
      bio: 'Sunrise swims at Takapuna and long lunches.',
      sexual_orientation: 'heterosexual',
      location: 'North Shore, Auckland',
      city: 'North Shore',
      age_range_min: 25,
      age_range_max: 40,
      zodiac_sign: 'scorpio',
      profile_image_url: second,
    });
    expect(own?.photos.map((photo) => photo.url)).toEqual([second, first]);
    const settings = await test.db
      .selectFrom('settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect([settings.preferred_age_ranges, settings.preferred_cities]).toEqual([[], []]);
  });

  it('replaces an existing profile, deletes dropped photos and keeps saved preferences', async () => {
    const userId = await scorpio();
    const urls = [await upload(userId), await upload(userId), await upload(userId)];
    await saveProfileSetup(test.db, setup(userId, urls));
    await savePreferences(test.db, userId, {
      preferredAgeRanges: ['26-31'],
      preferredCities: ['Hamilton'],
    });
    const { removedPhotos } = await saveProfileSetup(test.db, {
      ...setup(userId, [urls[2]!]),
      bio: 'A new chapter in Hamilton.',
      location: 'Wellington, Wellington',
      city: null,
    });
    expect(removedPhotos.map((photo) => photo.url).sort()).toEqual([urls[0], urls[1]].sort());
    const own = await findOwnProfile(test.db, userId);
    expect(own?.profile).toMatchObject({
      bio: 'A new chapter in Hamilton.',
      city: null,
      profile_image_url: urls[2],
    });
    expect(own?.photos.map((photo) => [photo.url, photo.position])).toEqual([[urls[2], 0]]);
    expect(await findPreferences(test.db, userId)).toEqual({
      preferredAgeRanges: ['26-31'],
      preferredCities: ['Hamilton'],
      hideActivity: false,
    });
  });

  it("changes nothing when a photo is someone else's", async () => {
    const userId = await scorpio();
    const stranger = await scorpio();
    const mine = await upload(userId);
    const theirs = await upload(stranger);
    await expect(saveProfileSetup(test.db, setup(userId, [mine, theirs]))).rejects.toEqual(
      new PhotoNotOwnedError(theirs),
    );
    expect(await findOwnProfile(test.db, userId)).toBeNull();
    expect((await listPhotos(test.db, userId)).map((photo) => photo.url)).toEqual([mine]);
    expect(
      await test.db
        .selectFrom('settings')
        .select('user_id')
        .where('user_id', '=', userId)
        .execute(),
    ).toEqual([]);
  });
});

describe('updateProfileBio', () => {
  it('replaces the bio of an existing profile and reports a missing one', async () => {
    const userId = await scorpio();
    expect(await updateProfileBio(test.db, userId, 'Hello')).toBe(false);
    await saveProfileSetup(test.db, setup(userId, [await upload(userId)]));
    expect(await updateProfileBio(test.db, userId, 'Kia ora!')).toBe(true);
    expect((await findOwnProfile(test.db, userId))?.profile.bio).toBe('Kia ora!');
  });
});

describe('setProfileImage', () => {
  it('makes the chosen photo the profile image and photo 0, keeping the others in order', async () => {
    const userId = await scorpio();
    const urls = [await upload(userId), await upload(userId), await upload(userId)];
    await saveProfileSetup(test.db, setup(userId, urls));
    expect(await setProfileImage(test.db, userId, urls[2]!)).toBe('updated');
    const own = await findOwnProfile(test.db, userId);
    expect(own?.profile.profile_image_url).toBe(urls[2]);
    expect(own?.photos.map((photo) => photo.url)).toEqual([urls[2], urls[0], urls[1]]);
  });

  it("refuses a URL that is not one of the user's photos, and a user without a profile", async () => {
    const userId = await scorpio();
    const url = await upload(userId);
    expect(await setProfileImage(test.db, userId, url)).toBe('no_profile');
    await saveProfileSetup(test.db, setup(userId, [url]));
    const stranger = await scorpio();
    expect(await setProfileImage(test.db, userId, await upload(stranger))).toBe('not_owned');
    expect((await findOwnProfile(test.db, userId))?.profile.profile_image_url).toBe(url);
  });
});
