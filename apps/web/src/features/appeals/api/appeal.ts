import { appealRoutes } from '@starmatch/contracts/api-routes-appeals';
import type { AppealSummary, FileAppealBodyInput } from '@starmatch/contracts/appeals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { isApiErrorWithCode } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/appeals/{token}: the sanction the link names, as it stands, and its appeal. */
export function getAppeal(token: string, signal?: AbortSignal): Promise<AppealSummary> {
  return apiCall(appealRoutes.getAppeal, { params: { token }, signal });
}

/** A link that is not ours, or whose sanction no longer stands: asking again will not help. */
export function isDeadAppealLink(error: unknown): boolean {
  return isApiErrorWithCode(error, 'INVALID_APPEAL_TOKEN');
}

export function appealQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.appeal(token),
    queryFn: ({ signal }) => getAppeal(token, signal),
    retry: (count, error) => !isDeadAppealLink(error) && count < 2,
  });
}

export function useAppeal(token: string) {
  return useQuery({ ...appealQueryOptions(token), enabled: token !== '' });
}

/**
 * POST /api/appeals. The form shows its thank-you in its place; the page's summary is only marked
 * stale, so it is not asked again now but a later visit shows the appeal as filed.
 */
export function useFileAppeal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FileAppealBodyInput) => apiCall(appealRoutes.fileAppeal, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: appealQueryOptions(token).queryKey,
        refetchType: 'none',
      });
    },
    onError: (error) => {
      // 409: already appealed (another tab, a double tap): the page shows that appeal instead.
      if (isApiErrorWithCode(error, 'CONFLICT')) {
        void queryClient.invalidateQueries({ queryKey: appealQueryOptions(token).queryKey });
      }
    },
  });
}
