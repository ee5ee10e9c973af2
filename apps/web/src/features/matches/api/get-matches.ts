import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import { POLL_INTERVALS_MS, QUERY_TIMINGS } from '@starmatch/contracts/constants';
import type { Match } from '@starmatch/contracts/matches';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { allRows, type ListPage, readListPage } from '@/lib/list-pages';
import { queryKeys } from '@/lib/query-keys';

export function getMatches(cursor?: string, signal?: AbortSignal): Promise<ListPage<Match>> {
  return readListPage(
    (from, onHeaders) =>
      apiCall(matchingRoutes.getMatches, { query: { cursor: from }, signal, onHeaders }),
    cursor,
  );
}

/**
 * docs/PRODUCT.md "Polling and live updates": matches are polled every 30 s. The api answers a
 * page at a time; the screens show the loaded pages as one list and load the next on 'Show more'.
 */
export function matchesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.matches.list(),
    queryFn: ({ pageParam, signal }) => getMatches(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    select: allRows,
    refetchInterval: POLL_INTERVALS_MS.matches,
    staleTime: QUERY_TIMINGS.dashboardStaleMs,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useMatches() {
  return useInfiniteQuery(matchesQueryOptions());
}
