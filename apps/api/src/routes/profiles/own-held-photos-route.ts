import { apiRoutes } from '@starmatch/contracts/api-routes';
import { listOwnHeldPhotos } from '@starmatch/db/queries/held-photos';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/**
 * GET /api/user/held-photos: the caller's uploads held for a moderator (docs/ARCHITECTURE.md
 * "Banned photos"), which their own photo grid shows as being reviewed. Only their own: nobody
 * else learns of a held photo.
 */
export async function ownHeldPhotosRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getOwnHeldPhotos, async (request) =>
    listOwnHeldPhotos(app.db, sessionOf(request.raw).userId),
  );
}
