import { moderationRoutes } from '@starmatch/contracts/api-routes-moderation';
import type { ModerationStatsResponse } from '@starmatch/contracts/moderation-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';
import { retryUnlessNotModerator } from './admin-query-retry';

/** GET /api/admin/stats: the last 12 months in New Zealand, most recent first. */
export function getModerationStats(signal?: AbortSignal): Promise<ModerationStatsResponse> {
  return apiCall(moderationRoutes.getModerationStats, { signal });
}

export function moderationStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.stats(),
    queryFn: ({ signal }) => getModerationStats(signal),
    retry: retryUnlessNotModerator,
  });
}

export function useModerationStats(enabled = true) {
  return useQuery({ ...moderationStatsQueryOptions(), enabled });
}
