import type { ApiRoute } from './api-route.js';
import {
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  auditLogResponseSchema,
  reportIdParamsSchema,
  resolveReportRequestSchema,
  resolveReportResponseSchema,
} from './moderation.js';
import { moderationStatsResponseSchema } from './moderation-stats.js';

/**
 * The moderation queue and audit log: 404 `Not found` to anyone who is not a signed-in moderator
 * (no session, a member's session, any input), so nobody else learns that they exist.
 */
export const moderationRoutes = {
  getAdminReports: {
    method: 'GET',
    path: '/api/admin/reports',
    summary:
      'A page of reports by status; open ones most severe first, then oldest first; photos by URL',
    auth: true,
    query: adminReportsQuerySchema,
    status: 200,
    response: adminReportsResponseSchema,
    errors: [400, 404],
  },
  resolveReport: {
    method: 'POST',
    path: '/api/admin/reports/:id/resolve',
    summary: 'Dismiss, warn, suspend (7 days) or ban, written to the audit log',
    auth: true,
    params: reportIdParamsSchema,
    body: resolveReportRequestSchema,
    status: 200,
    response: resolveReportResponseSchema,
    /** 403: a report about the moderator, or one they made (API_MESSAGES.reportConflictOfInterest). */
    errors: [400, 403, 404, 409],
  },
  getAuditLog: {
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'Every moderation action, most recent first',
    auth: true,
    status: 200,
    response: auditLogResponseSchema,
    errors: [404],
  },
  getModerationStats: {
    method: 'GET',
    path: '/api/admin/stats',
    summary:
      'Per month (New Zealand time, last 12): reports by category, actions by kind, median minutes to first action',
    auth: true,
    status: 200,
    response: moderationStatsResponseSchema,
    errors: [404],
  },
} as const satisfies Record<string, ApiRoute>;
