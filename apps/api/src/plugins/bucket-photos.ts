import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { ERROR_STATUS } from '@starmatch/contracts/errors';
import {
  isServableKey,
  PHOTO_CACHE_CONTROL,
  PHOTO_CONTENT_TYPE,
  type PhotoStore,
} from '@starmatch/service-kit/photo-store';
import {
  type PhotoStoreConfig,
  SIGNED_PHOTO_URL_SECONDS,
} from '@starmatch/service-kit/photo-store-env';
import type { FastifyInstance } from 'fastify';

type BucketConfig = Extract<PhotoStoreConfig, { kind: 's3' }>;

/**
 * GET /uploads/profiles/* with photos in a bucket. `api` delivery streams the object with the
 * headers the folder's photos have (image/webp, immutable, nosniff from the security headers),
 * same origin, so the CSP and the SPA are unchanged and a CDN in front of /uploads/ caches each
 * photo for good. `redirect` sends the browser to the object: unsigned under
 * PHOTO_PUBLIC_BASE_URL (a permanent, cacheable redirect, since the URL never changes), else a
 * signed URL that stays the same for half its life, cached privately for as long as it lasts.
 */
export function bucketPhotoRoute(
  app: FastifyInstance,
  options: { photos: PhotoStore; config: BucketConfig },
): void {
  const { photos, config } = options;
  app.get<{ Params: { '*': string } }>('/profiles/*', async (request, reply) => {
    const key = `profiles/${request.params['*']}`;
    if (!isServableKey(key)) {
      return reply.code(ERROR_STATUS.NOT_FOUND).send({ message: API_MESSAGES.notFound });
    }
    if (config.delivery === 'redirect' && config.publicBaseUrl !== undefined) {
      return reply
        .header('cache-control', PHOTO_CACHE_CONTROL)
        .redirect(`${config.publicBaseUrl}/${key}`, 301);
    }
    if (config.delivery === 'redirect') {
      const url = await photos.signedUrl(key, SIGNED_PHOTO_URL_SECONDS);
      if (url !== null) {
        return reply
          .header('cache-control', `private, max-age=${SIGNED_PHOTO_URL_SECONDS / 2}`)
          .redirect(url, 302);
      }
    }
    const bytes = await photos.get(key);
    if (bytes === null) {
      return reply.code(ERROR_STATUS.NOT_FOUND).send({ message: API_MESSAGES.notFound });
    }
    return reply
      .header('content-type', PHOTO_CONTENT_TYPE)
      .header('cache-control', PHOTO_CACHE_CONTROL)
      .send(bytes);
  });
}
