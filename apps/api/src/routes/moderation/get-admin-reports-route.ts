import { apiRoutes } from '@starmatch/contracts/api-routes';
import { ADMIN_REPORTS_LIMIT } from '@starmatch/contracts/moderation';
import { listReports } from '@starmatch/db/queries/moderation';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { toAdminReport } from './admin-report-view.js';

/** GET /api/admin/reports?status=open|resolved: the queue, most urgent first, or the history. */
export async function getAdminReportsRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getAdminReports, async (request) => {
    const rows = await listReports(app.db, {
      status: request.query.status,
      limit: ADMIN_REPORTS_LIMIT,
    });
    return rows.map(toAdminReport);
  });
}
