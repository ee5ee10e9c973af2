import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import { QUERY_TIMINGS } from '@starmatch/contracts/constants';
import type { MatchProfile } from '@starmatch/contracts/match-profile';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export function getMatchProfile(matchId: string, signal?: AbortSignal): Promise<MatchProfile> {
  return apiCall(matchingRoutes.getMatchProfile, { params: { id: matchId }, signal });
}

/** Asked once the person opens the profile; a failure waits for their Try Again. */
export function useMatchProfile(matchId: string) {
  return useQuery({
    queryKey: queryKeys.matches.profile(matchId),
    queryFn: ({ signal }) => getMatchProfile(matchId, signal),
    staleTime: QUERY_TIMINGS.dashboardStaleMs,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
