import { safetyRoutes } from '@starmatch/contracts/api-routes-safety';
import type { BlockedPerson } from '@starmatch/contracts/blocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export function getBlocks(signal?: AbortSignal): Promise<BlockedPerson[]> {
  return apiCall(safetyRoutes.getBlocks, { signal });
}

export function blocksQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.blocks(),
    queryFn: ({ signal }) => getBlocks(signal),
    retry: false,
  });
}

/** GET /api/blocks: the people I blocked, most recent first. */
export function useBlocks() {
  return useQuery(blocksQueryOptions());
}
