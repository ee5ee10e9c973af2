import { safetyRoutes } from '@starmatch/contracts/api-routes-safety';
import type { ReportRequestInput, ReportResponse } from '@starmatch/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { forgetPerson } from '@/lib/forget-person';

/** POST /api/reports. */
export function reportUser(body: ReportRequestInput): Promise<ReportResponse> {
  return apiCall(safetyRoutes.reportUser, { body });
}

/** Reports someone; a report also blocks, so they leave every list on screen at once. */
export function useReportUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportUser,
    onSuccess: (_answer, { userId }) => forgetPerson(queryClient, userId),
  });
}
