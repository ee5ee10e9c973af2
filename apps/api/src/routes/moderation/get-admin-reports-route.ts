import { apiRoutes } from '@starmatch/contracts/api-routes';
import { listReports } from '@starmatch/db/queries/report-queue';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { toAdminReport } from './admin-report-view.js';
import { decodeCursor, encodeCursor } from './reports-cursor.js';

/**
 * GET /api/admin/reports?status=open|resolved&cursor=&limit=: a page of the queue, most urgent
 * first, or of the history; each report's photos are paths to GET /api/admin/report-photos/:sha256.
 */
export async function getAdminReportsRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getAdminReports, async (request) => {
    const { status, cursor, limit } = request.query;
    const after = cursor === undefined ? undefined : decodeCursor(cursor, status);
    const page = await listReports(app.db, {
      status,
      limit,
      now: app.domain.now(),
      ...(after ? { after } : {}),
    });
    const last = page.rows.at(-1);
    return {
      reports: page.rows.map(toAdminReport),
      nextCursor: page.more && last ? encodeCursor(last.position) : null,
    };
  });
}
