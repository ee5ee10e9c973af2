import type { ProfileSetup, UpdateProfileRequest } from '@starmatch/contracts/profile';
import {
  PhotoNotOwnedError,
  saveProfileSetup,
  setProfileImage,
  updateProfileBio,
} from '@starmatch/db/queries/profiles';
import type { DomainContext } from '../context.js';
import { requestDeckBuild } from '../matching/request-deck-build.js';
import { cityFromLocation } from './city-from-location.js';

/** `photo_not_owned`: a photo URL that is not one of the person's uploads; nothing changed. */
export type SaveProfileResult =
  | { outcome: 'saved' }
  | { outcome: 'no_profile' }
  | { outcome: 'photo_not_owned' };

/** Deletes the files of photos a setup dropped (the caller's upload storage). */
export type RemovePhotoFiles = (userId: string, photoIds: readonly string[]) => Promise<void>;

/**
 * A person saves the setup form, a bio edit, or a new profile image (an URL the upload call
 * returned, which is already one of their photos; it becomes photo 0). Photos dropped by a setup
 * are deleted with their files. Every change asks for a deck rebuild.
 */
export async function saveProfile(
  ctx: DomainContext,
  params: { userId: string; change: UpdateProfileRequest; removePhotoFiles: RemovePhotoFiles },
): Promise<SaveProfileResult> {
  const { userId, change } = params;
  if ('photos' in change) {
    const saved = await saveSetup(ctx, { ...params, setup: change });
    if (saved.outcome !== 'saved') return saved;
  } else if ('bio' in change) {
    if (!(await updateProfileBio(ctx.db, userId, change.bio))) return { outcome: 'no_profile' };
  } else {
    const outcome = await setProfileImage(ctx.db, userId, change.profileImageUrl);
    if (outcome === 'no_profile') return { outcome: 'no_profile' };
    if (outcome === 'not_owned') return { outcome: 'photo_not_owned' };
  }
  // The change is saved whatever happens here; a missed rebuild is caught by the next one.
  await requestDeckBuild(ctx.queue, userId, 'profile_updated', ctx.now().getTime()).catch(
    (error: unknown) => ctx.log.error({ err: error, userId }, 'deck rebuild not requested'),
  );
  return { outcome: 'saved' };
}

async function saveSetup(
  ctx: DomainContext,
  params: { userId: string; setup: ProfileSetup; removePhotoFiles: RemovePhotoFiles },
): Promise<SaveProfileResult> {
  const { userId, setup } = params;
  let removedPhotos: ReadonlyArray<{ id: string }>;
  try {
    ({ removedPhotos } = await saveProfileSetup(ctx.db, {
      userId,
      bio: setup.bio,
      sexualOrientation: setup.sexualOrientation,
      location: setup.location,
      city: cityFromLocation(setup.location),
      ageRangeMin: setup.ageRangeMin,
      ageRangeMax: setup.ageRangeMax,
      photoUrls: setup.photos,
    }));
  } catch (error) {
    if (error instanceof PhotoNotOwnedError) return { outcome: 'photo_not_owned' };
    throw error;
  }
  // After the commit: a file removed before it could outlive a rolled-back transaction's row.
  await params
    .removePhotoFiles(
      userId,
      removedPhotos.map((photo) => photo.id),
    )
    .catch((error: unknown) => ctx.log.error({ err: error, userId }, 'photo files not removed'));
  return { outcome: 'saved' };
}
