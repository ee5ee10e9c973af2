import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import { POLL_INTERVALS_MS } from '@starmatch/contracts/constants';
import type { MatchRequest } from '@starmatch/contracts/match-requests';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { type ListPage, pagedListQueryOptions, readListPage } from '@/lib/list-pages';
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
  return pagedListQueryOptions(
    queryKeys.matches.requests.list(),
    getMatchRequests,
    POLL_INTERVALS_MS.matchRequests,
  );
}

export function useMatchRequests() {
  return useInfiniteQuery(matchRequestsQueryOptions());
}
