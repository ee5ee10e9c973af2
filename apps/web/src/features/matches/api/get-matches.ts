import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import { POLL_INTERVALS_MS } from '@starmatch/contracts/constants';
import type { Match } from '@starmatch/contracts/matches';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { type ListPage, pagedListQueryOptions, readListPage } from '@/lib/list-pages';
import { queryKeys } from '@/lib/query-keys';

export function getMatches(cursor?: string, signal?: AbortSignal): Promise<ListPage<Match>> {
  return readListPage(
    (from, onHeaders) =>
      apiCall(matchingRoutes.getMatches, { query: { cursor: from }, signal, onHeaders }),
    cursor,
  );
}

/** docs/PRODUCT.md "Polling and live updates": matches are polled every 30 s. */
export function matchesQueryOptions() {
  return pagedListQueryOptions(queryKeys.matches.list(), getMatches, POLL_INTERVALS_MS.matches);
}

export function useMatches() {
  return useInfiniteQuery(matchesQueryOptions());
}
