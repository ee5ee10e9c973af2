import type { PhotoStore } from '@starmatch/service-kit/photo-store';
import type { FastifyInstance } from 'fastify';
import { getProfileRoute } from './get-profile-route.js';
import { ownHeldPhotosRoute } from './own-held-photos-route.js';
import { settingsRoutes } from './settings-routes.js';
import { updateProfileRoute } from './update-profile-route.js';
import { uploadRoute } from './upload-route.js';

/** Profiles: the caller's own profile, its photos (upload) and the match preferences (settings). */
export async function profilesRoutes(
  app: FastifyInstance,
  options: { photos: PhotoStore },
): Promise<void> {
  await app.register(getProfileRoute);
  await app.register(updateProfileRoute, { photos: options.photos });
  await app.register(uploadRoute, { photos: options.photos });
  await app.register(settingsRoutes);
  await app.register(ownHeldPhotosRoute);
}
