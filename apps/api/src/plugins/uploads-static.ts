import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { IMAGE_OUTPUT_FORMAT } from '@starmatch/contracts/constants';
import { ERROR_STATUS } from '@starmatch/contracts/errors';
import type { FastifyInstance } from 'fastify';

// A photo's file name is its id, which is never reused, so a URL's content never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves `<UPLOAD_DIR>/profiles` at /uploads/profiles/: WebP files only, no directory listing or
 * index, no dotfiles. Everything under /uploads answers a plain 404 when missing (never the SPA's
 * index.html), so the SPA shows its placeholder for a deleted photo. The `incoming` folder of
 * uploads waiting for the worker lies outside the served root.
 */
export async function uploadsStatic(
  app: FastifyInstance,
  options: { uploadDir: string },
): Promise<void> {
  const root = path.resolve(options.uploadDir, 'profiles');
  // Owner-only, like every data file: the process itself serves them.
  await mkdir(root, { recursive: true, mode: 0o700 });
  app.setNotFoundHandler((_request, reply) => {
    reply.code(ERROR_STATUS.NOT_FOUND).send({ message: API_MESSAGES.notFound });
  });
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
      res.setHeader('cache-control', IMMUTABLE);
    },
  });
}
