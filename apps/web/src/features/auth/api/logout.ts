import { LOGOUT_MS, STORAGE_KEYS } from '@starmatch/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { forgetPushSubscription } from '@/lib/forget-push-subscription';
import { clearSessionToken } from '@/lib/session-token';
import { authLog } from '../auth-log';

/**
 * Tells the server to end the session. Never throws: whatever the server
 * does (or if it never answers within the timeout), local sign-out follows.
 */
export async function requestLogout(): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_MS.requestTimeout);
  try {
    // Loaded on sign-out: the contract brings zod, which the sign-in and landing pages never need.
    const { accountsRoutes } = await import('@starmatch/contracts/api-routes-accounts');
    // docs/PRODUCT.md "Calls to the server": no body, but a JSON content type.
    const { message } = await apiCall(accountsRoutes.logout, {
      headers: { 'Content-Type': 'application/json' },
      signal: controller.signal,
    });
    authLog.info(message);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      authLog.info('Session token already invalid; continuing local sign-out');
    } else if (error instanceof ApiError) {
      authLog.error('Logout failed', error.status);
    } else if (controller.signal.aborted) {
      authLog.warn(`Logout request timed out after ${LOGOUT_MS.requestTimeout} ms`);
    } else {
      authLog.error('Logout request failed', error);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Forgets everything this browser holds about the signed-in person. */
export function clearLocalSession(queryClient: QueryClient): void {
  clearSessionToken();
  localStorage.removeItem(STORAGE_KEYS.userPreferences);
  sessionStorage.clear();
  queryClient.clear();
  void forgetPushSubscription();
}
