import type { FastifyInstance } from 'fastify';
import { adminAppealRoutes } from './admin-appeal-routes.js';
import { adminCorrectionRoutes } from './admin-correction-routes.js';
import { getAdminReportsRoute } from './get-admin-reports-route.js';
import { getAuditLogRoute } from './get-audit-log-route.js';
import { getModerationStatsRoute } from './get-moderation-stats-route.js';
import { getReportPhotoRoute } from './get-report-photo-route.js';
import { requireModerator } from './require-moderator.js';
import { resolveReportRoute } from './resolve-report-route.js';

/**
 * Moderation (/api/admin/*): the report queue, its evidence photos, its four actions, the audit
 * log and the monthly stats. The hook is this scope's own, so it runs first on each of these
 * routes (the photo route, which is not a contract route, included) and on nothing else.
 */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireModerator);
  await app.register(getAdminReportsRoute);
  await app.register(resolveReportRoute);
  await app.register(getAuditLogRoute);
  await app.register(getModerationStatsRoute);
  await app.register(getReportPhotoRoute);
  await app.register(adminCorrectionRoutes);
  await app.register(adminAppealRoutes);
}
