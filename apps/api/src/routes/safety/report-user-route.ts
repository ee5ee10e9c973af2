import { apiRoutes } from '@starmatch/contracts/api-routes';
import { createReport } from '@starmatch/db/queries/reports';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { announceBlock } from '../../lib/block-person.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { photoCopier } from './photo-copies.js';

/**
 * POST /api/reports: someone the caller was shown, asked, matched or chatted with (anyone else,
 * and a matchId not of theirs, is not found). Keeps the evidence as it is now, photo files
 * copied into the database, and blocks in the same transaction; the two hear of the block as
 * after POST /api/blocks.
 */
export async function reportUserRoute(
  app: FastifyInstance,
  options: { uploadDir: string },
): Promise<void> {
  const copyPhotos = photoCopier(options.uploadDir);
  contractRoute(app, apiRoutes.reportUser, async (request) => {
    const { userId } = sessionOf(request.raw);
    const { userId: reportedId, category, details, matchId } = request.body;
    const result = await createReport(app.db, {
      reporterId: userId,
      reportedId,
      category,
      details,
      matchId,
      now: new Date(),
      copyPhotos,
    });
    if (result.status === 'not_found') throw new NotFoundError();
    await announceBlock(app.bus, request.raw.log, {
      blockerId: userId,
      blockedId: reportedId,
      endedMatchId: result.endedMatchId,
    });
    return { id: result.reportId };
  });
}
