import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, deferred } from './dashboard-api';
import { USER } from './fixtures';
import { jsonResponse, renderApp, stubFetch } from './render-app';

function requestOf(fetchMock: ReturnType<typeof stubFetch>, call: number) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

// Signed out, `/` also asks for the launch mode; these tests count the user fetches.
function userRequests(fetchMock: ReturnType<typeof stubFetch>): number {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/user').length;
}

let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('auth state at /', () => {
  it('makes no user request without a stored token and shows Welcome', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ launchMode: 'open' }));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    // Only the launch mode is asked for, to choose between the welcome and waitlist pages.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/app-config']);
  });

  it('shows the Loading indicator while the user loads, then the dashboard', async () => {
    const user = deferred();
    const fetchMock = dashboardApi({ 'GET /api/auth/user': user.respond });
    renderApp('/');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Welcome to Starmatch' })).toBeNull();
    user.answer(jsonResponse(USER));

    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    const sent = requestOf(fetchMock, 0);
    expect(sent.url).toBe('/api/auth/user');
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(sent.init?.credentials).toBe('include');
  });

  it('drops the token on a 401 and treats the visitor as signed out', async () => {
    localStorage.setItem('sessionToken', 'expired');
    const fetchMock = stubFetch(async () =>
      jsonResponse({ message: 'Unauthorised' }, { status: 401 }),
    );
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(userRequests(fetchMock)).toBe(1);
  });

  it("logs 'Failed to fetch user' on another failure, keeps the token and does not retry", async () => {
    localStorage.setItem('sessionToken', 'tok-1');
    const fetchMock = stubFetch(async () => new Response('boom', { status: 500 }));
    const { queryClient } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(error).toHaveBeenCalledWith('[auth]', 'Failed to fetch user', expect.any(Error));
    expect(localStorage.getItem('sessionToken')).toBe('tok-1');
    // A query waiting to retry is still fetching; idle after the failure means none is coming.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(userRequests(fetchMock)).toBe(1);
  });
});
