import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import { POLL_INTERVALS_MS, QUERY_TIMINGS } from '@starmatch/contracts/constants';
import type { MatchRequest } from '@starmatch/contracts/match-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export function getMatchRequests(signal?: AbortSignal): Promise<MatchRequest[]> {
  return apiCall(matchingRoutes.getMatchRequests, { signal });
}

/** docs/PRODUCT.md "Polling and live updates": pending requests are polled every 5 s. */
export function matchRequestsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.matches.requests.list(),
    queryFn: ({ signal }) => getMatchRequests(signal),
    refetchInterval: POLL_INTERVALS_MS.matchRequests,
    staleTime: QUERY_TIMINGS.dashboardStaleMs,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useMatchRequests() {
  return useQuery(matchRequestsQueryOptions());
}
