import { safetyRoutes } from '@starmatch/contracts/api-routes-safety';
import type { SafetyNoticesResponse } from '@starmatch/contracts/safety-notices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export function getSafetyNotices(signal?: AbortSignal): Promise<SafetyNoticesResponse> {
  return apiCall(safetyRoutes.getSafetyNotices, { signal });
}

export function safetyNoticesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.safetyNotices(),
    queryFn: ({ signal }) => getSafetyNotices(signal),
    // A failed read stays quiet until the next time the frame opens. A notice comes of a ban,
    // which is rare: read when the frame opens, then at most every ten minutes.
    retry: false,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/safety/notices: the signed-in person's undismissed notices. */
export function useSafetyNotices() {
  return useQuery(safetyNoticesQueryOptions());
}

/** Dismisses one notice; the card goes at once, and the list is read again to be sure. */
export function useDismissSafetyNotice() {
  const queryClient = useQueryClient();
  const queryKey = safetyNoticesQueryOptions().queryKey;
  return useMutation({
    mutationFn: (id: string) => apiCall(safetyRoutes.dismissSafetyNotice, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(queryKey, (old) =>
        old ? { notices: old.notices.filter((notice) => notice.id !== id) } : old,
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
