import { apiRoutes } from '@starmatch/contracts/api-routes';
import { unblockUser } from '@starmatch/db/queries/blocks';
import type { PhotoStore } from '@starmatch/service-kit/photo-store';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { blockSnapshotPhotos } from './block-snapshot-photo.js';

/**
 * DELETE /api/blocks/:userId: 204 with no body; someone the caller has not blocked is not found.
 * The match and the messages the block ended do not come back; the snapshot's photo copy goes.
 */
export async function unblockUserRoute(
  app: FastifyInstance,
  options: { photos: PhotoStore },
): Promise<void> {
  const photos = blockSnapshotPhotos(options.photos);
  contractRoute(app, apiRoutes.unblockUser, async (request) => {
    const { userId } = sessionOf(request.raw);
    const lifted = await unblockUser(app.db, {
      blockerId: userId,
      blockedId: request.params.userId,
    });
    if (!lifted) throw new NotFoundError();
    await photos.remove(userId, lifted.photoUrl);
    return null;
  });
}
