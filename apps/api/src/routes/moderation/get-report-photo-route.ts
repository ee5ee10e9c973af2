import { reportPhotoParamsSchema } from '@starmatch/contracts/moderation';
import { findEvidencePhoto } from '@starmatch/db/queries/evidence-photos';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';

/**
 * GET /api/admin/report-photos/:sha256: one evidence photo's stored bytes, for the queue's
 * pages (they carry paths, not the bytes). Behind the scope's require-moderator hook like the
 * rest of /api/admin. Not a contract route: the answer is the file, not JSON. `private` keeps
 * it out of shared caches; the content never changes for a key, so a moderator's browser may
 * keep it. nosniff and the sandbox policy keep the bytes from ever being run as a page.
 */
export async function getReportPhotoRoute(app: FastifyInstance): Promise<void> {
  app.get('/admin/report-photos/:sha256', async (request, reply) => {
    const params = reportPhotoParamsSchema.safeParse(request.params);
    if (!params.success) throw new NotFoundError();
    const photo = await findEvidencePhoto(app.db, params.data.sha256);
    if (!photo) throw new NotFoundError();
    return reply
      .header('Content-Type', photo.contentType)
      .header('Cache-Control', 'private, max-age=86400, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(Buffer.from(photo.bytes));
  });
}
