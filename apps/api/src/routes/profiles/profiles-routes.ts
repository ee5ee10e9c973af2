import type { FastifyInstance } from 'fastify';
import { getProfileRoute } from './get-profile-route.js';
import { ownHeldPhotosRoute } from './own-held-photos-route.js';
import { settingsRoutes } from './settings-routes.js';
import { updateProfileRoute } from './update-profile-route.js';
import { uploadRoute } from './upload-route.js';

/** Profiles: the caller's own profile, its photos (upload) and the match preferences (settings). */
export async function profilesRoutes(
  app: FastifyInstance,
  options: { uploadDir: string },
): Promise<void> {
  await app.register(getProfileRoute);
  await app.register(updateProfileRoute, { uploadDir: options.uploadDir });
  await app.register(uploadRoute, { uploadDir: options.uploadDir });
  await app.register(settingsRoutes);
  await app.register(ownHeldPhotosRoute);
}
