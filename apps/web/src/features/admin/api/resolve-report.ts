import { moderationRoutes } from '@starmatch/contracts/api-routes-moderation';
import type {
  AdminReport,
  ModerationAction,
  ResolveReportRequest,
} from '@starmatch/contracts/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminReportsQueryOptions } from './get-admin-reports';

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

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_answer, { reportId }) => {
      // Out of the queue at once, so the next report takes its place without a wait; the
      // refresh then brings the other reports' counts (and anyone else's work) up to date.
      queryClient.setQueryData<AdminReport[]>(adminReportsQueryOptions('open').queryKey, (list) =>
        list?.filter((report) => report.id !== reportId),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() });
    },
    onError: (error) => {
      // 409: another moderator resolved it first; the fresh queue no longer holds it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() });
      }
    },
  });
}
