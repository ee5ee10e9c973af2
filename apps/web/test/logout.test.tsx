import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { dashboardApi, deferred } from './dashboard-api';
import { destinationOf } from './fake-time';
import { USER } from './fixtures';
import { jsonResponse, renderApp, stubFetch } from './render-app';

function requestOf(fetchMock: ReturnType<typeof stubFetch>, call: number) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

let info: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});

// This browser's push subscription, which signing out here drops.
const unsubscribe = vi.fn(async () => true);
beforeEach(() => {
  unsubscribe.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => ({ unsubscribe }) },
      }),
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('logout', () => {
  function signIn() {
    localStorage.setItem('sessionToken', 'tok-1');
    localStorage.setItem('userPreferences', '{"theme":"night"}');
    sessionStorage.setItem('draft', 'hello');
  }

  it("posts to the server, shows 'Logging out...', then clears everything local", async () => {
    signIn();
    const logout = deferred();
    const fetchMock = dashboardApi({
      'POST /api/auth/logout': logout.respond,
      'GET /api/app-config': jsonResponse({ launchMode: 'open' }),
    });
    const { user, router, queryClient } = renderApp('/');

    await screen.findByRole('heading', { name: 'Discover' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('button', { name: 'Logging out...' })).toBeDisabled();

    const logoutIndex = fetchMock.mock.calls.findIndex(([url]) => url === '/api/auth/logout');
    const logoutCall = requestOf(fetchMock, logoutIndex);
    expect(logoutCall.init?.method).toBe('POST');
    expect(logoutCall.init?.body).toBeUndefined();
    expect(logoutCall.headers.get('Content-Type')).toBe('application/json');
    expect(logoutCall.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(logoutCall.init?.signal).toBeInstanceOf(AbortSignal);

    logout.answer(jsonResponse({ message: 'Logged out successfully' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('userPreferences')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
    expect(info).toHaveBeenCalledWith('[auth]', 'Logged out successfully');
    expect(router.state.location.pathname).toBe('/');
    expect(queryClient.getQueryData(queryKeys.user())).toBeNull();
    expect(queryClient.getQueryData(queryKeys.profile())).toBeUndefined();
    // The refetch after sign-out finds no token and asks nothing; the signed-out
    // home then asks only for the launch mode.
    expect(fetchMock.mock.calls.slice(logoutIndex + 1).map(([url]) => url)).toEqual([
      '/api/app-config',
    ]);
  });

  it('clears storage even when the server call fails', async () => {
    signIn();
    stubFetch(async (url) => {
      if (url === '/api/auth/logout') throw new TypeError('Failed to fetch');
      return jsonResponse(USER);
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('userPreferences')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(error).toHaveBeenCalledWith('[auth]', 'Logout request failed', expect.any(TypeError));
  });

  it('clears storage when the server answers with an error status', async () => {
    signIn();
    stubFetch(async (url) =>
      url === '/api/auth/logout' ? new Response('down', { status: 503 }) : jsonResponse(USER),
    );
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(error).toHaveBeenCalledWith('[auth]', 'Logout failed', 503);
  });

  it('gives up on the server after 10 seconds and still signs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(async (url, init) => {
      if (url !== '/api/auth/logout') return jsonResponse(USER);
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await vi.advanceTimersByTimeAsync(9_900);
    expect(screen.getByRole('button', { name: 'Logging out...' })).toBeVisible();
    expect(localStorage.getItem('sessionToken')).toBe('tok-1');

    await vi.advanceTimersByTimeAsync(200);
    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(warn).toHaveBeenCalledWith('[auth]', 'Logout request timed out after 10000 ms');
  });

  it('sends back navigation to / for one second after signing out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    stubFetch(async (url) =>
      url === '/api/auth/logout' ? jsonResponse({ message: 'Logged out' }) : jsonResponse(USER),
    );
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Welcome to Starmatch' });

    await router.navigate('/terms');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await vi.advanceTimersByTimeAsync(1100);
    await router.navigate('/terms');
    window.dispatchEvent(new PopStateEvent('popstate'));
    // The redirect would have started inside dispatchEvent: nothing to wait for.
    expect(destinationOf(router)).toBe('/terms');
    expect(router.state.location.pathname).toBe('/terms');
  });
});
