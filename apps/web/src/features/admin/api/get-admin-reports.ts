import { moderationRoutes } from '@starmatch/contracts/api-routes-moderation';
import type { AdminReport, ReportStatus } from '@starmatch/contracts/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';
import { retryUnlessNotModerator } from './admin-query-retry';

/** GET /api/admin/reports?status=...: open ones most severe first, resolved most recent first. */
export function getAdminReports(
  status: ReportStatus,
  signal?: AbortSignal,
): Promise<AdminReport[]> {
  return apiCall(moderationRoutes.getAdminReports, { query: { status }, signal });
}

export function adminReportsQueryOptions(status: ReportStatus) {
  return queryOptions({
    queryKey: queryKeys.admin.reports(status),
    queryFn: ({ signal }) => getAdminReports(status, signal),
    retry: retryUnlessNotModerator,
  });
}

export function useAdminReports(status: ReportStatus, enabled = true) {
  return useQuery({ ...adminReportsQueryOptions(status), enabled });
}
