import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import { type Candidate, deckResponseSchema } from '@starmatch/contracts/candidates';
import { QUERY_TIMINGS } from '@starmatch/contracts/constants';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// docs/PRODUCT.md "Calls to the server": "a non-array is treated as empty". An array is still held to the contract.
const candidatesOrEmpty: ResponseSchema<Candidate[]> = {
  parse: (data) => (Array.isArray(data) ? deckResponseSchema.parse(data) : []),
};

export function getDeck(signal?: AbortSignal): Promise<Candidate[]> {
  const { path, method } = matchingRoutes.getPotentialMatches;
  return apiRequest(path, { method, signal, schema: candidatesOrEmpty });
}

/** docs/PRODUCT.md "Timings and limits": stale at once, no refetch on focus, one retry. */
export function deckQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.matches.deck(),
    queryFn: ({ signal }) => getDeck(signal),
    staleTime: QUERY_TIMINGS.dashboardStaleMs,
    refetchOnWindowFocus: false,
    retry: QUERY_TIMINGS.deckRetries,
  });
}

export type DeckQuery = UseQueryResult<Candidate[]>;

/**
 * Loads only while `exploring` (docs/PRODUCT.md "Explore tab": only while the explore tab is active); turning it
 * back on refetches, as the data is stale at once. The dashboard holds it rather than the tab so
 * the list is asked for alongside the profile, not after it: the tab waits for the profile.
 */
export function useDeck(exploring: boolean): DeckQuery {
  return useQuery({ ...deckQueryOptions(), enabled: exploring });
}
