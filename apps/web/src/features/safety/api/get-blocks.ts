import { safetyRoutes } from '@starmatch/contracts/api-routes-safety';
import type { BlocksResponse } from '@starmatch/contracts/blocks';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

/** One page of GET /api/blocks; the first without a cursor, the server's page size. */
export function getBlocks(cursor: string | null, signal?: AbortSignal): Promise<BlocksResponse> {
  return apiCall(safetyRoutes.getBlocks, {
    query: { cursor: cursor ?? undefined },
    signal,
  });
}

export function blocksQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.blocks(),
    queryFn: ({ pageParam, signal }) => getBlocks(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

/** GET /api/blocks: the people I blocked, most recent first, a page at a time. */
export function useBlocks() {
  return useInfiniteQuery(blocksQueryOptions());
}
