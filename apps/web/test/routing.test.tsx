import { QUERY_TIMINGS } from '@starmatch/contracts/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { errorResponse, requestKeys, stubApi } from './api-stub';
import { dashboardApi } from './dashboard-api';
import { NEW_USER, USER } from './fixtures';
import { matchesApi } from './matches-api';
import { jsonResponse, renderApp } from './render-app';

function signedIn(user = USER) {
  localStorage.setItem('sessionToken', 'tok-1');
  return stubApi({
    'GET /api/auth/user': jsonResponse(user),
    'GET /api/profile': errorResponse(404, 'Profile not found', 'PROFILE_NOT_FOUND'),
    'GET /api/settings': jsonResponse({
      preferredAgeRanges: [],
      preferredCities: [],
      hideActivity: false,
    }),
  });
}

describe('the anonymous visitor at /', () => {
  it('gets the waitlist when the server is in waitlist mode', async () => {
    const fetchMock = stubApi({
      'GET /api/app-config': jsonResponse({ launchMode: 'waitlist' }),
      'GET /api/waitlist/count': jsonResponse({ count: 7 }),
    });
    const { router } = renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Match' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(requestKeys(fetchMock)).not.toContain('GET /api/auth/user');
  });

  it('gets the welcome page when the server is open', async () => {
    stubApi({ 'GET /api/app-config': jsonResponse({ launchMode: 'open' }) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
  });

  it('gets the welcome page at once when the config cannot be read', async () => {
    const fetchMock = stubApi({ 'GET /api/app-config': new Response('down', { status: 503 }) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(requestKeys(fetchMock)).toEqual(['GET /api/app-config']);
  });

  it('gets the welcome page at /app whatever the launch mode', async () => {
    const fetchMock = stubApi({ 'GET /api/app-config': jsonResponse({ launchMode: 'waitlist' }) });
    renderApp('/app');
    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('signed in', () => {
  it.each(['/', '/app'])('shows the dashboard at %s', async (path) => {
    dashboardApi();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Explore');
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/', '/app'])(
    'sends someone without a profile from %s to /profile-setup',
    async (path) => {
      signedIn(NEW_USER);
      const { router } = renderApp(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Complete your profile' }),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe('/profile-setup');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    },
  );

  it('opens the settings page at /settings', async () => {
    signedIn();
    const { router } = renderApp('/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('asks again for a user read longer ago than its stale time when the next members-only screen opens', async () => {
    const fetchMock = matchesApi({
      'GET /api/settings': jsonResponse({
        preferredAgeRanges: [],
        preferredCities: [],
        hideActivity: false,
      }),
    });
    const userReads = () => requestKeys(fetchMock).filter((key) => key === 'GET /api/auth/user');
    const { router, queryClient } = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
    expect(userReads()).toHaveLength(1);

    // The matches screen itself never reads the user: only the sign-in gate around it does.
    const readAt = Date.now() - QUERY_TIMINGS.userStaleMs - 1;
    queryClient.setQueryData(queryKeys.user(), USER, { updatedAt: readAt });
    await router.navigate('/matches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Matches' })).toBeVisible();
    await waitFor(() => expect(userReads()).toHaveLength(2));
  });

  it('opens the matches screen at /matches', async () => {
    dashboardApi({
      'GET /api/matches/requests': jsonResponse([]),
      'GET /api/matches': jsonResponse([]),
    });
    const { router } = renderApp('/matches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Matches' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/matches');
  });

  it('signs out from the profile setup page', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    localStorage.setItem('sessionToken', 'tok-1');
    stubApi({
      'GET /api/auth/user': jsonResponse(NEW_USER),
      'GET /api/profile': errorResponse(404, 'Profile not found', 'PROFILE_NOT_FOUND'),
      'POST /api/auth/logout': jsonResponse({ message: 'Logged out successfully' }),
      'GET /api/app-config': jsonResponse({ launchMode: 'open' }),
    });
    const { user, router } = renderApp('/profile-setup');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('sessionToken')).toBeNull();
  });
});

describe('signed out', () => {
  it.each(['/settings', '/matches', '/chat', '/profile-setup'])(
    'meets the sign-in gate at %s',
    async (path) => {
      const fetchMock = stubApi({});
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      expect(router.state.location.pathname).toBe(path);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
