import type { CurrentUser } from '@starmatch/contracts/auth';
import { LOGOUT_MS } from '@starmatch/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { endSessionHere } from '@/lib/session-ending-here';
import { useUser } from '../api/get-user';
import { clearLocalSession, requestLogout } from '../api/logout';

export interface AuthState {
  user: CurrentUser | null;
  /** The profile joins the auth state in a later issue; until then it is always null. */
  profile: null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isProfileComplete: boolean;
  refetchUser: () => Promise<unknown>;
  logout: () => Promise<void>;
}

// Right after sign-out the back button would reopen a signed-in page from
// history; for a short window any back navigation lands on '/' instead.
function redirectBackNavigationHome(navigate: NavigateFunction): void {
  const onPopState = () => {
    void navigate(paths.home, { replace: true });
  };
  // The window itself, not the global: the timer may outlive the page (a test's jsdom).
  const page = window;
  page.addEventListener('popstate', onPopState);
  setTimeout(() => page.removeEventListener('popstate', onPopState), LOGOUT_MS.backRedirectWindow);
}

export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isLoading, refetch } = useUser();
  const user = data ?? null;

  const refetchUser = useCallback(() => refetch(), [refetch]);

  const logout = useCallback(async () => {
    await endSessionHere(requestLogout);
    clearLocalSession(queryClient);
    await navigate(paths.home, { replace: true });
    redirectBackNavigationHome(navigate);
    await refetch();
  }, [queryClient, navigate, refetch]);

  return {
    user,
    profile: null,
    isLoading,
    isAuthenticated: user !== null,
    isProfileComplete: user !== null,
    refetchUser,
    logout,
  };
}
