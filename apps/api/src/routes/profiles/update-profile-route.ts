import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import type { ProfileSetup } from '@starmatch/contracts/profile';
import {
  PhotoNotOwnedError,
  saveProfileSetup,
  setProfileImage,
  updateProfileBio,
} from '@starmatch/db/queries/profiles';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { requestDeckBuild } from '../../lib/request-deck-build.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { cityFromLocation } from './city-from-location.js';
import { loadOwnProfile } from './own-profile.js';
import { photoStorage } from './photo-storage.js';

export class PhotoNotOwnedHttpError extends HttpError {
  override name = 'PhotoNotOwnedHttpError';
  constructor() {
    super('VALIDATION_FAILED', API_MESSAGES.photoNotOwned);
  }
}

/**
 * PATCH /api/profile takes the setup form, a bio edit, or a new profile image (an URL the upload
 * call returned, which is already one of the user's photos; it becomes photo 0). Photos dropped
 * by a setup are deleted with their files. Every change asks for a deck rebuild.
 */
export async function updateProfileRoute(
  app: FastifyInstance,
  options: { uploadDir: string },
): Promise<void> {
  const storage = photoStorage(options.uploadDir);

  async function applySetup(userId: string, setup: ProfileSetup, log: FastifyBaseLogger) {
    const { removedPhotos } = await saveProfileSetup(app.db, {
      userId,
      bio: setup.bio,
      sexualOrientation: setup.sexualOrientation,
      location: setup.location,
      city: cityFromLocation(setup.location),
      ageRangeMin: setup.ageRangeMin,
      ageRangeMax: setup.ageRangeMax,
      photoUrls: setup.photos,
    }).catch((error: unknown) => {
      throw error instanceof PhotoNotOwnedError ? new PhotoNotOwnedHttpError() : error;
    });
    // After the commit: a file removed before it could outlive a rolled-back transaction's row.
    await storage
      .removePhotoFiles(
        userId,
        removedPhotos.map((photo) => photo.id),
      )
      .catch((error: unknown) => log.error({ err: error, userId }, 'photo files not removed'));
  }

  contractRoute(app, apiRoutes.updateProfile, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.profileUpdatePerAccount, userId]]);
    const body = request.body;
    if ('photos' in body) {
      await applySetup(userId, body, request.raw.log);
    } else if ('bio' in body) {
      if (!(await updateProfileBio(app.db, userId, body.bio)))
        throw new NotFoundError(API_MESSAGES.profileNotFound, 'PROFILE_NOT_FOUND');
    } else {
      const outcome = await setProfileImage(app.db, userId, body.profileImageUrl);
      if (outcome === 'no_profile')
        throw new NotFoundError(API_MESSAGES.profileNotFound, 'PROFILE_NOT_FOUND');
      if (outcome === 'not_owned') throw new PhotoNotOwnedHttpError();
    }
    // The change is saved whatever happens here; a missed rebuild is caught by the next one.
    await requestDeckBuild(app.queue, userId, 'profile_updated').catch((error: unknown) =>
      request.raw.log.error({ err: error, userId }, 'deck rebuild not requested'),
    );
    return loadOwnProfile(app.db, userId);
  });
}
