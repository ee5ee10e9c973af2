import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { saveProfile } from '@starmatch/domain/profiles/save-profile';
import type { PhotoStore } from '@starmatch/service-kit/photo-store';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { loadOwnProfile } from './own-profile.js';
import { removePhotoFiles } from './photo-storage.js';

export class PhotoNotOwnedHttpError extends HttpError {
  override name = 'PhotoNotOwnedHttpError';
  constructor() {
    super('VALIDATION_FAILED', API_MESSAGES.photoNotOwned);
  }
}

/**
 * PATCH /api/profile takes the setup form, a bio edit, or a new profile image, and answers the
 * profile as saved (packages/domain profiles/save-profile.ts). The photo files are the api's.
 */
export async function updateProfileRoute(
  app: FastifyInstance,
  options: { photos: PhotoStore },
): Promise<void> {
  contractRoute(app, apiRoutes.updateProfile, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.profileUpdatePerAccount, userId]]);
    const { outcome } = await saveProfile(app.domain, {
      userId,
      change: request.body,
      removePhotoFiles: (owner, photoIds) => removePhotoFiles(options.photos, owner, photoIds),
    });
    if (outcome === 'no_profile') {
      throw new NotFoundError(API_MESSAGES.profileNotFound, 'PROFILE_NOT_FOUND');
    }
    if (outcome === 'photo_not_owned') throw new PhotoNotOwnedHttpError();
    return loadOwnProfile(app.db, userId);
  });
}
