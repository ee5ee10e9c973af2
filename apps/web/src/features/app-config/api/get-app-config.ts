import { appConfigRead } from 'virtual:contract-reads';
import type { AppConfigResponse } from '@starmatch/contracts/app-config';
import type { LaunchMode } from '@starmatch/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractRead } from '@/lib/contract-read';
import { queryKeys } from '@/lib/query-keys';

/** What the server's LAUNCH_MODE is when it cannot be asked: the full app (docs/PRODUCT.md "Launch mode"). */
export const DEFAULT_LAUNCH_MODE: LaunchMode = 'open';

export function getAppConfig(signal?: AbortSignal) {
  // Checked without zod: every visitor's first page asks this (build/contract-reads.ts).
  return contractRead<AppConfigResponse>(appConfigRead, signal);
}

export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.appConfig(),
    queryFn: ({ signal }) => getAppConfig(signal),
    // Set once when the server starts, so one answer lasts the visit. A failure
    // falls back to the default at once instead of holding the page on retries.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The launch mode, or undefined while it is being asked for. */
export function useLaunchMode(): LaunchMode | undefined {
  const { data, isError } = useQuery(appConfigQueryOptions());
  if (isError) return DEFAULT_LAUNCH_MODE;
  return data?.launchMode;
}
