import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import { POLL_INTERVALS_MS, QUERY_TIMINGS } from '@starmatch/contracts/constants';
import type { Match } from '@starmatch/contracts/matches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export function getMatches(signal?: AbortSignal): Promise<Match[]> {
  return apiCall(matchingRoutes.getMatches, { signal });
}

/** docs/PRODUCT.md "Polling and live updates": matches are polled every 30 s. */
export function matchesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.matches.list(),
    queryFn: ({ signal }) => getMatches(signal),
    refetchInterval: POLL_INTERVALS_MS.matches,
    staleTime: QUERY_TIMINGS.dashboardStaleMs,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useMatches() {
  return useQuery(matchesQueryOptions());
}
