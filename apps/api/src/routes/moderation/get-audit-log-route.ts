import { apiRoutes } from '@starmatch/contracts/api-routes';
import { AUDIT_LOG_LIMIT } from '@starmatch/contracts/moderation';
import { listAuditLog } from '@starmatch/db/queries/moderation-audit';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { toAuditEntry } from './admin-report-view.js';

/** GET /api/admin/audit: every moderation action, most recent first. */
export async function getAuditLogRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getAuditLog, async () => {
    const rows = await listAuditLog(app.db, AUDIT_LOG_LIMIT);
    return rows.map(toAuditEntry);
  });
}
