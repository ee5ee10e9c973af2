import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { IMAGE_OUTPUT_FORMAT } from '@starmatch/contracts/constants';
import { ERROR_STATUS } from '@starmatch/contracts/errors';
import { PHOTO_CACHE_CONTROL, type PhotoStore } from '@starmatch/service-kit/photo-store';
import type { PhotoStoreConfig } from '@starmatch/service-kit/photo-store-env';
import type { FastifyInstance } from 'fastify';
import { bucketPhotoRoute } from './bucket-photos.js';

/**
 * Serves the photos at /uploads/profiles/: WebP files only, no directory listing or index, no
 * dotfiles, `Cache-Control` immutable (a photo's file name is its id, which is never reused).
 * Everything under /uploads answers a plain 404 when missing (never the SPA's index.html), so
 * the SPA shows its placeholder for a deleted photo. Uploads waiting for the worker
 * (`incoming/`) are never served. From the upload folder by @fastify/static; from a bucket by
 * bucket-photos.ts (docs/ARCHITECTURE.md "Photo storage").
 */
export async function uploadsStatic(
  app: FastifyInstance,
  options: { photos: PhotoStore; config: PhotoStoreConfig },
): Promise<void> {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(ERROR_STATUS.NOT_FOUND).send({ message: API_MESSAGES.notFound });
  });
  if (options.config.kind === 's3') {
    bucketPhotoRoute(app, { photos: options.photos, config: options.config });
    return;
  }
  const root = path.resolve(options.config.uploadDir, 'profiles');
  // Owner-only, like every data file: the process itself serves them.
  await mkdir(root, { recursive: true, mode: 0o700 });
  await app.register(fastifyStatic, {
    root,
    prefix: '/profiles/',
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'ignore',
    allowedPath: (pathName) => pathName.endsWith(`.${IMAGE_OUTPUT_FORMAT}`),
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', PHOTO_CACHE_CONTROL);
    },
  });
}
