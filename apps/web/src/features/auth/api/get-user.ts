import type { CurrentUser } from '@starmatch/contracts/auth';
import { QUERY_TIMINGS } from '@starmatch/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { clearSessionToken, getSessionToken } from '@/lib/session-token';
import { authLog } from '../auth-log';

export class FetchUserError extends Error {
  override name = 'FetchUserError';

  constructor(cause: unknown) {
    super('Failed to fetch user', { cause });
  }
}

/**
 * The signed-in user, or null when signed out. Without a stored token no
 * request is made; a 401 means the token is dead, so it is dropped.
 */
export async function getUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (getSessionToken() === null) return null;
  try {
    // Loaded here, not at the top: the contract brings zod, which the landing and sign-in pages,
    // where nobody is signed in, never need (the front-end budget in docs/BENCHMARKS.md).
    const { accountsRoutes } = await import('@starmatch/contracts/api-routes-accounts');
    return await apiCall(accountsRoutes.getCurrentUser, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.status === 401) {
      clearSessionToken();
      authLog.info('Session token rejected (401); signed out');
      return null;
    }
    authLog.error('Failed to fetch user', error);
    throw new FetchUserError(error);
  }
}

export function userQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user(),
    queryFn: ({ signal }) => getUser(signal),
    staleTime: QUERY_TIMINGS.userStaleMs,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
    refetchInterval: false,
  });
}

export function useUser() {
  // Read on every render: logout and login change the token outside React.
  const hasToken = getSessionToken() !== null;
  return useQuery({ ...userQueryOptions(), enabled: hasToken });
}
