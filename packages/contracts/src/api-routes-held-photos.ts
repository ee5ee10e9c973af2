import type { ApiRoute } from './api-route.js';
import {
  adminHeldPhotosResponseSchema,
  decideHeldPhotoBodySchema,
  decideHeldPhotoResponseSchema,
  heldPhotoIdParamsSchema,
  ownHeldPhotosResponseSchema,
} from './banned-photos.js';

/**
 * Uploads held because they look like a banned person's photo (docs/ARCHITECTURE.md "Banned
 * photos"). The /api/admin routes answer 404 `Not found` to anyone who is not a signed-in
 * moderator, as the rest of /api/admin does.
 */
export const heldPhotoRoutes = {
  getOwnHeldPhotos: {
    method: 'GET',
    path: '/api/user/held-photos',
    summary: 'My uploads waiting for a moderator, shown to me as being reviewed; oldest first',
    auth: true,
    status: 200,
    response: ownHeldPhotosResponseSchema,
    errors: [401],
  },
  getHeldPhotos: {
    method: 'GET',
    path: '/api/admin/held-photos',
    summary: 'Held uploads, oldest first, each beside the banned photo it matched',
    auth: true,
    status: 200,
    response: adminHeldPhotosResponseSchema,
    errors: [404],
  },
  decideHeldPhoto: {
    method: 'POST',
    path: '/api/admin/held-photos/:id',
    summary:
      'Release a held upload into the uploader photos, or remove it; written to the audit log',
    auth: true,
    params: heldPhotoIdParamsSchema,
    body: decideHeldPhotoBodySchema,
    status: 200,
    response: decideHeldPhotoResponseSchema,
    /** 404 also once decided (the row is gone); 409: no free photo slot (API_MESSAGES.heldPhotoNoFreeSlot). */
    errors: [400, 404, 409],
  },
} as const satisfies Record<string, ApiRoute>;
