import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { block } from '@starmatch/domain/safety/block';
import type { PhotoStore } from '@starmatch/service-kit/photo-store';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { blockSnapshotPhotos } from './block-snapshot-photo.js';

/**
 * POST /api/blocks: silent, both directions, at once; blocking again changes nothing. Only of
 * someone the caller was shown, asked, matched or chatted with; anyone else, and a person who
 * blocked the caller, is not found exactly as an unknown id is.
 */
export async function blockUserRoute(
  app: FastifyInstance,
  options: { photos: PhotoStore },
): Promise<void> {
  const photos = blockSnapshotPhotos(options.photos);
  contractRoute(app, apiRoutes.blockUser, async (request) => {
    const { userId } = sessionOf(request.raw);
    const result = await block(app.domain, {
      blockerId: userId,
      blockedId: request.body.userId,
      snapshotPhoto: (photoUrl) => photos.copy(userId, photoUrl),
    });
    if (result.outcome === 'not_found') throw new NotFoundError();
    return { message: API_MESSAGES.blocked };
  });
}
