import { QUERY_TIMINGS, queryRetryDelayMs } from '@starmatch/contracts/constants';
import { QueryClient } from '@tanstack/react-query';

/** docs/PRODUCT.md "Timings and limits", other data; individual queries override where the spec says so. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_TIMINGS.cacheLifetimeMs,
        retry: QUERY_TIMINGS.defaultRetries,
        retryDelay: queryRetryDelayMs,
        refetchOnWindowFocus: false,
      },
    },
  });
}
