import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import { POLL_INTERVALS_MS, QUERY_TIMINGS } from '@starmatch/contracts/constants';
import type { MatchRequest } from '@starmatch/contracts/match-requests';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { allRows, type ListPage, readListPage } from '@/lib/list-pages';
import { queryKeys } from '@/lib/query-keys';

export function getMatchRequests(
  cursor?: string,
  signal?: AbortSignal,
): Promise<ListPage<MatchRequest>> {
  return readListPage(
    (from, onHeaders) =>
      apiCall(matchingRoutes.getMatchRequests, { query: { cursor: from }, signal, onHeaders }),
    cursor,
  );
}

/** docs/PRODUCT.md "Polling and live updates": pending requests are polled every 5 s; paged like the matches. */
export function matchRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.matches.requests.list(),
    queryFn: ({ pageParam, signal }) => getMatchRequests(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    select: allRows,
    refetchInterval: POLL_INTERVALS_MS.matchRequests,
    staleTime: QUERY_TIMINGS.dashboardStaleMs,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useMatchRequests() {
  return useInfiniteQuery(matchRequestsQueryOptions());
}
