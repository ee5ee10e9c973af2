import { moderationRoutes } from '@starmatch/contracts/api-routes-moderation';
import type {
  AdminReport,
  AdminReportsResponse,
  ReportStatus,
} from '@starmatch/contracts/moderation';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';
import { retryUnlessNotModerator } from './admin-query-retry';

/**
 * GET /api/admin/reports?status=...&cursor=...: one page; open ones most severe first, resolved
 * most recent first. The page size is the server's default (REPORTS_PAGE.defaultLimit).
 */
export function getAdminReports(
  status: ReportStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminReportsResponse> {
  const query = cursor === null ? { status } : { status, cursor };
  return apiCall(moderationRoutes.getAdminReports, { query, signal });
}

export type AdminReportPages = InfiniteData<AdminReportsResponse, unknown>;

export function adminReportsQueryOptions(status: ReportStatus) {
  return infiniteQueryOptions({
    queryKey: queryKeys.admin.reports(status),
    queryFn: ({ pageParam, signal }) => getAdminReports(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: retryUnlessNotModerator,
  });
}

/** The pages loaded so far as one list, in the server's order. */
export function reportsOf(data: AdminReportPages | undefined): AdminReport[] | undefined {
  return data?.pages.flatMap((page) => page.reports);
}

export function useAdminReports(status: ReportStatus, enabled = true) {
  return useInfiniteQuery({ ...adminReportsQueryOptions(status), enabled });
}
