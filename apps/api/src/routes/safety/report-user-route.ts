import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { report } from '@starmatch/domain/safety/report';
import type { PhotoStore } from '@starmatch/service-kit/photo-store';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { TooManyRequestsError } from '../../rate-limits/enforce-rate-limit.js';
import { photoCopier } from './photo-copies.js';

/**
 * POST /api/reports: someone the caller was shown, asked, matched or chatted with (anyone else,
 * and a matchId not of theirs, is not found); the same person again within REPORT_REPEAT_HOURS
 * is refused (409), and over REPORTS_PER_DAY a 429. The report blocks the person, as POST
 * /api/blocks does (packages/domain safety/report.ts).
 */
export async function reportUserRoute(
  app: FastifyInstance,
  options: { photos: PhotoStore },
): Promise<void> {
  const copyPhotos = photoCopier(options.photos);
  contractRoute(app, apiRoutes.reportUser, async (request) => {
    const { userId } = sessionOf(request.raw);
    const { userId: reportedId, category, details, matchId } = request.body;
    const result = await report(app.domain, {
      reporterId: userId,
      reportedId,
      category,
      details,
      matchId,
      copyPhotos,
    });
    switch (result.outcome) {
      case 'limited':
        throw new TooManyRequestsError(result.retryAfterSeconds, result.message);
      case 'not_found':
        throw new NotFoundError();
      case 'repeated':
        throw new HttpError('CONFLICT', API_MESSAGES.reportRepeated);
      case 'reported':
        return { id: result.reportId };
    }
  });
}
