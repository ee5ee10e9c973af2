import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { createReport, type ReportResult } from '@starmatch/db/queries/reports';
import { ACCOUNT_LIMITS } from '@starmatch/service-kit/account-limits';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { announceBlock } from '../../lib/block-person.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { TooManyRequestsError } from '../../rate-limits/enforce-rate-limit.js';
import { photoCopier } from './photo-copies.js';

/**
 * POST /api/reports: someone the caller was shown, asked, matched or chatted with (anyone else,
 * and a matchId not of theirs, is not found; the caller's own block is no contact). The same
 * person again within REPORT_REPEAT_HOURS is refused (409), and at most REPORTS_PER_DAY reports
 * are counted per account (429). Keeps the evidence as it is now, photo files stored once each,
 * and blocks in the same transaction; the two hear of the block as after POST /api/blocks.
 */
export async function reportUserRoute(
  app: FastifyInstance,
  options: { uploadDir: string },
): Promise<void> {
  const copyPhotos = photoCopier(options.uploadDir);
  contractRoute(app, apiRoutes.reportUser, async (request) => {
    const { userId } = sessionOf(request.raw);
    const { userId: reportedId, category, details, matchId } = request.body;
    // Counted before the report is made, so a refused one changes nothing; given back when
    // no report was made after all.
    const taken = await app.limiter.take([{ limit: ACCOUNT_LIMITS.reports, key: userId }]);
    if (!taken.allowed) {
      throw new TooManyRequestsError(taken.retryAfterSeconds, ACCOUNT_LIMITS.reports.message);
    }
    let result: ReportResult;
    try {
      result = await createReport(app.db, {
        reporterId: userId,
        reportedId,
        category,
        details,
        matchId,
        now: new Date(),
        copyPhotos,
      });
    } catch (error) {
      await taken.reservation.release();
      throw error;
    }
    if (result.status !== 'created') await taken.reservation.release();
    if (result.status === 'not_found') throw new NotFoundError();
    if (result.status === 'repeated') throw new HttpError('CONFLICT', API_MESSAGES.reportRepeated);
    await announceBlock(app.bus, request.raw.log, {
      blockerId: userId,
      blockedId: reportedId,
      endedMatchId: result.endedMatchId,
    });
    return { id: result.reportId };
  });
}
