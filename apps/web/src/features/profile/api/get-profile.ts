import { profilesRoutes } from '@starmatch/contracts/api-routes-profiles';
import { QUERY_TIMINGS } from '@starmatch/contracts/constants';
import type { OwnProfile } from '@starmatch/contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { isApiErrorWithCode } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { getSessionToken } from '@/lib/session-token';

/** docs/PRODUCT.md "Error messages": 'Failed to fetch profile: status'. */
export class FetchProfileError extends Error {
  override name = 'FetchProfileError';

  constructor(cause: unknown) {
    const detail = cause instanceof ApiError ? cause.status : String(cause);
    super(`Failed to fetch profile: ${detail}`, { cause });
  }
}

/** The caller's profile, or null before the profile setup (404 PROFILE_NOT_FOUND). */
export async function getProfile(signal?: AbortSignal): Promise<OwnProfile | null> {
  try {
    return await apiCall(profilesRoutes.getProfile, { signal });
  } catch (error) {
    if (isApiErrorWithCode(error, 'PROFILE_NOT_FOUND')) return null;
    if (signal?.aborted) throw error;
    throw new FetchProfileError(error);
  }
}

/** docs/PRODUCT.md "Timings and limits", dashboard data: stale at once, no refetch on focus, no retry. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: QUERY_TIMINGS.dashboardStaleMs,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/**
 * Asked only when GET /api/auth/user says the person has a profile: a new person's profile is
 * known not to exist, and asking anyway is a 404 the browser logs as an error on every visit.
 */
export function useProfile(hasProfile: boolean) {
  return useQuery({
    ...profileQueryOptions(),
    enabled: hasProfile && getSessionToken() !== null,
  });
}
