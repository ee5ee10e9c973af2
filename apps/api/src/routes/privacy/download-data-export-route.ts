import {
  DATA_EXPORT_DOWNLOAD_PATH,
  DATA_EXPORT_FILE_NAME,
} from '@starmatch/contracts/data-exports';
import { idSchema } from '@starmatch/contracts/fields';
import { openDataExport } from '@starmatch/domain/privacy/open-data-export';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { requireSession, sessionOf } from '../../plugins/session-auth.js';

const API_PREFIX = '/api';

/**
 * GET /api/user/data-export/:id/download: the ZIP, for its owner only (anyone else gets the 404
 * of an id that never existed), 410 once expired. Not a contract route: the answer is the file.
 * `no-store` keeps the person's data out of every cache, the browser's included.
 */
export async function downloadDataExportRoute(app: FastifyInstance): Promise<void> {
  app.get(
    DATA_EXPORT_DOWNLOAD_PATH.slice(API_PREFIX.length),
    { onRequest: requireSession },
    async (request, reply) => {
      const id = idSchema.safeParse((request.params as { id?: unknown }).id);
      if (!id.success) throw new NotFoundError();
      const result = await openDataExport(app.domain, {
        userId: sessionOf(request).userId,
        exportId: id.data,
      });
      if (result.outcome === 'not_found') throw new NotFoundError();
      if (result.outcome === 'expired') {
        throw new HttpError(
          'GONE',
          'This download has expired. Ask for your data again in Settings.',
          false,
        );
      }
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${DATA_EXPORT_FILE_NAME}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength));
    },
  );
}
