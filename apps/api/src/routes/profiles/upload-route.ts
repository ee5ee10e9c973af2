import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { PHOTO_LIMITS } from '@starmatch/contracts/constants';
import { compressionRatio, type UploadResponse } from '@starmatch/contracts/upload';
import { countPhotos } from '@starmatch/db/queries/photos';
import { placeUpload } from '@starmatch/domain/moderation/place-upload';
import { type PhotoStore, photoKeys, photoUrlOf } from '@starmatch/service-kit/photo-store';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { isAcceptedImageFile } from './image-type.js';
import { optimiseUpload } from './optimise-upload.js';
import { removePhotoFiles } from './photo-storage.js';
import { receiveImage } from './receive-image.js';
import { UploadRefusedError } from './upload-refused-error.js';

/**
 * POST /api/upload. The file streams to a temporary place, its type is judged from its bytes, it
 * goes to the photo store's `incoming/` (a bucket's, or the upload folder's, where it already
 * is), the worker re-encodes it into the user's prefix, and only then does the photo row exist.
 * The temporary file and the incoming object are removed whatever happens. An upload that looks
 * like a banned person's photo is held for a moderator instead
 * (docs/ARCHITECTURE.md "Banned photos"): the same 201 and metadata, with `heldForReview` and a
 * calm message, and no photo row yet.
 */
export async function uploadRoute(
  app: FastifyInstance,
  options: { photos: PhotoStore },
): Promise<void> {
  const { photos } = options;
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart);
  app.setErrorHandler((error: FastifyError) => {
    // A raw image/* (or any unknown) body never reaches the handler; answer it like one that does.
    // Anything else goes on to the app's error handler.
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      throw new UploadRefusedError('unsupportedImage');
    throw error;
  });

  contractRoute(app, apiRoutes.uploadImage, async (request): Promise<UploadResponse> => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.uploadPerAccount, userId]]);
    // Checked before reading the body as well as at the insert, which decides under a lock.
    if ((await countPhotos(app.db, userId)) >= PHOTO_LIMITS.max)
      throw new UploadRefusedError('photoLimit');
    const photoId = randomUUID();
    const sourceKey = photoKeys.incoming(photoId);
    const outputKey = photoKeys.photo(userId, photoId);
    const received = await photos.receivingPath(sourceKey);
    try {
      await receiveImage(request.raw, received);
      if (!(await isAcceptedImageFile(received))) throw new UploadRefusedError('unsupportedImage');
      await photos.storeReceived(sourceKey, received);
      const image = await optimiseUpload(
        app.queue,
        {
          userId,
          photoId,
          sourcePath: photos.locationOf(sourceKey),
          outputPath: photos.locationOf(outputKey),
        },
        request.raw.log,
      ).catch(async (error: unknown) => {
        // A job that timed out may still finish; whatever it wrote so far belongs to no row.
        await removePhotoFiles(photos, userId, [photoId]);
        throw error;
      });
      const url = photoUrlOf(outputKey);
      const placed = await placeUpload(app.domain, {
        id: photoId,
        userId,
        url,
        width: image.width,
        height: image.height,
        bytes: image.optimizedSize,
        format: image.format,
        perceptualHash: image.perceptualHash,
      });
      if (placed.outcome === 'limit_reached' || placed.outcome === 'no_user') {
        await removePhotoFiles(photos, userId, [photoId]);
        throw placed.outcome === 'limit_reached'
          ? new UploadRefusedError('photoLimit')
          : new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
      }
      const held =
        placed.outcome === 'held'
          ? { heldForReview: true as const, message: API_MESSAGES.photoHeldForReview }
          : {};
      return {
        ...held,
        url,
        metadata: {
          service: image.service,
          folder: `profiles/${userId}`,
          originalSize: image.originalSize,
          optimizedSize: image.optimizedSize,
          compressionRatio: compressionRatio(image.originalSize, image.optimizedSize),
          dimensions: { width: image.width, height: image.height },
          format: image.format,
        },
      };
    } finally {
      await Promise.all([rm(received, { force: true }), photos.delete([sourceKey])]);
    }
  });
}
