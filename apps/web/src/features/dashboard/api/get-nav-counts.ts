import { chatRoutes } from '@starmatch/contracts/api-routes-chat';
import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import { POLL_INTERVALS_MS, QUERY_TIMINGS } from '@starmatch/contracts/constants';
import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { getSessionToken } from '@/lib/session-token';

type CountRoute = typeof matchingRoutes.getMatchRequestCount | typeof chatRoutes.getUnreadCount;

// Both counts exist on the API. A 404 (e.g. an older API behind a proxy during a
// deploy) still leaves the badge at 0 quietly: nothing the person can fix.
async function countOf(route: CountRoute, signal: AbortSignal): Promise<number> {
  try {
    return (await apiCall(route, { signal })).count;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 0;
    throw error;
  }
}

function countQueryOptions(key: QueryKey, route: CountRoute, intervalMs: number) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => countOf(route, signal),
    refetchInterval: intervalMs,
    staleTime: QUERY_TIMINGS.dashboardStaleMs,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function requestCountQueryOptions() {
  return countQueryOptions(
    queryKeys.matches.requests.count(),
    matchingRoutes.getMatchRequestCount,
    POLL_INTERVALS_MS.requestCount,
  );
}

export function unreadCountQueryOptions() {
  return countQueryOptions(
    queryKeys.messages.unreadCount(),
    chatRoutes.getUnreadCount,
    POLL_INTERVALS_MS.unreadCount,
  );
}

export interface NavCounts {
  matchRequests: number;
  unreadMessages: number;
}

/** The navigation badges, polled every 30 s while signed in. */
export function useNavCounts(): NavCounts {
  const enabled = getSessionToken() !== null;
  const requests = useQuery({ ...requestCountQueryOptions(), enabled });
  const unread = useQuery({ ...unreadCountQueryOptions(), enabled });
  return { matchRequests: requests.data ?? 0, unreadMessages: unread.data ?? 0 };
}
