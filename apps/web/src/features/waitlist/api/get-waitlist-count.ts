import { waitlistRoutes } from '@starmatch/contracts/api-routes-waitlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export function getWaitlistCount(signal?: AbortSignal) {
  return apiCall(waitlistRoutes.getWaitlistCount, { signal });
}

export function waitlistCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.waitlistCount(),
    queryFn: ({ signal }) => getWaitlistCount(signal),
  });
}

export function useWaitlistCount() {
  return useQuery(waitlistCountQueryOptions());
}
