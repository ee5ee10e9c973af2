import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import type { PastMatch } from '@starmatch/contracts/past-matches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export function getPastMatches(signal?: AbortSignal): Promise<PastMatch[]> {
  return apiCall(matchingRoutes.getPastMatches, { signal });
}

export function pastMatchesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.matches.past(),
    queryFn: ({ signal }) => getPastMatches(signal),
    retry: false,
  });
}

/** GET /api/matches/past: matches that ended in the last 90 days, most recently ended first. */
export function usePastMatches() {
  return useQuery(pastMatchesQueryOptions());
}
