import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { findReport } from '@starmatch/db/queries/report-queue';
import { resolveReport } from '@starmatch/domain/moderation/resolve-report';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { toAdminReport } from './admin-report-view.js';

/**
 * POST /api/admin/reports/:id/resolve: one action on one open report (packages/domain
 * moderation/resolve-report.ts). A report about the moderator, or one they made, is refused
 * (403) and left open for another.
 */
export async function resolveReportRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.resolveReport, async (request) => {
    const { userId } = sessionOf(request.raw);
    const { action, note } = request.body;
    const result = await resolveReport(app.domain, {
      reportId: request.params.id,
      moderatorId: userId,
      action,
      note: note ? note : null,
    });
    if (result.outcome === 'not_found') throw new NotFoundError();
    if (result.outcome === 'conflict_of_interest') {
      throw new HttpError('FORBIDDEN', API_MESSAGES.reportConflictOfInterest);
    }
    if (result.outcome === 'already_resolved') {
      throw new HttpError('CONFLICT', API_MESSAGES.reportAlreadyResolved);
    }
    const report = await findReport(app.db, request.params.id, app.domain.now());
    if (!report) throw new NotFoundError();
    return toAdminReport(report);
  });
}
