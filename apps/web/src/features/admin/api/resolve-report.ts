import { moderationRoutes } from '@starmatch/contracts/api-routes-moderation';
import type { ModerationAction, ResolveReportRequest } from '@starmatch/contracts/moderation';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type AdminReportPages, adminReportsQueryOptions } from './get-admin-reports';

export interface ResolveReportInput {
  reportId: string;
  action: ModerationAction;
  /** Already trimmed; empty means none, and is not sent. */
  note: string;
}

/** POST /api/admin/reports/{id}/resolve. */
export function resolveReport({ reportId, action, note }: ResolveReportInput) {
  const body: ResolveReportRequest = note === '' ? { action } : { action, note };
  return apiCall(moderationRoutes.resolveReport, { params: { id: reportId }, body });
}

/** The queue and the history again; the photos (whose bytes never change) stay. */
function refreshLists(queryClient: QueryClient) {
  for (const queryKey of [
    queryKeys.admin.reports('open'),
    queryKeys.admin.reports('resolved'),
    queryKeys.admin.audit(),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_answer, { reportId }) => {
      // Out of the queue at once, so the next report takes its place without a wait; the
      // refresh then brings the other reports' counts (and anyone else's work) up to date.
      queryClient.setQueryData<AdminReportPages>(
        adminReportsQueryOptions('open').queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              reports: page.reports.filter((report) => report.id !== reportId),
            })),
          },
      );
      refreshLists(queryClient);
    },
    onError: (error) => {
      // 409: another moderator resolved it first; the fresh queue no longer holds it.
      if (error instanceof ApiError && error.status === 409) {
        refreshLists(queryClient);
      }
    },
  });
}
