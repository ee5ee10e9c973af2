import { profilesRoutes } from '@starmatch/contracts/api-routes-profiles';
import { QUERY_TIMINGS } from '@starmatch/contracts/constants';
import type { Settings } from '@starmatch/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { getSessionToken } from '@/lib/session-token';
import { storePreferences } from '../stored-preferences';

/** docs/PRODUCT.md "Error messages": 'Failed to fetch settings: ...'. */
export class FetchSettingsError extends Error {
  override name = 'FetchSettingsError';

  constructor(cause: unknown) {
    const detail = cause instanceof ApiError ? cause.status : String(cause);
    super(`Failed to fetch settings: ${detail}`, { cause });
  }
}

export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  try {
    const settings = await apiCall(profilesRoutes.getSettings, { signal });
    storePreferences(settings);
    return settings;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new FetchSettingsError(error);
  }
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings(),
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: QUERY_TIMINGS.dashboardStaleMs,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useSettings() {
  return useQuery({ ...settingsQueryOptions(), enabled: getSessionToken() !== null });
}
