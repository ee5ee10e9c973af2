import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, requestKeys } from './api-stub';
import { dashboardApi, deferred } from './dashboard-api';
import { jsonResponse, renderApp } from './render-app';

function nav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function pageTitle() {
  return screen.getByRole('heading', { level: 1 });
}

describe('dashboard states', () => {
  it("shows 'Loading your profile...' while the profile loads", async () => {
    const profile = deferred();
    dashboardApi({ 'GET /api/profile': profile.respond });
    renderApp('/');

    expect(await screen.findByText('Loading your profile...')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...');
    expect(screen.queryByRole('heading', { name: 'Discover' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });

  it("shows 'Something went wrong' when the profile cannot be read, without retrying", async () => {
    const fetchMock = dashboardApi({ 'GET /api/profile': new Response('boom', { status: 500 }) });
    const { queryClient } = renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(within(alert).getByText('Please try refreshing the page.')).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeEnabled();
    // A query waiting to retry is still fetching; idle after the failure means none is coming.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requestKeys(fetchMock).filter((key) => key === 'GET /api/profile')).toHaveLength(1);
    // The candidates load alongside the profile (the explore tab is open) and are not asked again.
    expect(
      requestKeys(fetchMock).filter((key) => key === 'GET /api/matches/potential'),
    ).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Discover' })).toBeNull();
  });

  it("shows 'Profile not found' with a way to the setup on 404 PROFILE_NOT_FOUND", async () => {
    dashboardApi({
      'GET /api/profile': errorResponse(404, 'Profile not found', 'PROFILE_NOT_FOUND'),
    });
    const { user, router } = renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    expect(within(alert).getByText('Please complete your profile setup.')).toBeVisible();
    await user.click(within(alert).getByRole('link', { name: 'Complete Profile' }));
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile-setup');
  });
});

describe('dashboard header and navigation', () => {
  it('titles the header by tab and switches explore and profile in place', async () => {
    const fetchMock = dashboardApi();
    const { user, router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(pageTitle()).toHaveTextContent('Explore');
    const explore = within(nav()).getByRole('button', { name: 'Explore' });
    const profile = within(nav()).getByRole('button', { name: 'Profile' });
    expect(explore).toHaveAttribute('aria-current', 'page');
    expect(profile).not.toHaveAttribute('aria-current');

    await user.click(profile);
    expect(pageTitle()).toHaveTextContent('Profile');
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(explore).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { name: 'About Me' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Discover' })).toBeNull();

    await user.click(explore);
    expect(pageTitle()).toHaveTextContent('Explore');
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    expect(requestKeys(fetchMock)).not.toContain('GET /api/settings');
  });

  it('links matches to /matches, messages to its conversations and settings to /settings', async () => {
    dashboardApi();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Discover' });

    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Matches', '/matches'],
      ['Messages', '/matches#conversations'],
      ['Settings', '/settings'],
    ]);
    expect(
      within(nav())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Explore', 'Matches', 'Messages', 'Profile', 'Settings']);
  });

  it("applies a stored 'activeTab' once on load and then removes it", async () => {
    localStorage.setItem('activeTab', 'profile');
    dashboardApi();
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'About Me' })).toBeVisible();
    expect(pageTitle()).toHaveTextContent('Profile');
    expect(localStorage.getItem('activeTab')).toBeNull();

    await router.navigate('/terms');
    expect(
      await screen.findByRole('heading', { name: 'Starmatch terms and policies' }),
    ).toBeVisible();
    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(pageTitle()).toHaveTextContent('Explore');
  });

  it('ignores and removes a stored tab that is a page of its own', async () => {
    localStorage.setItem('activeTab', 'settings');
    dashboardApi();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(localStorage.getItem('activeTab')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it("badges match requests and unread messages, showing '9+' above 9", async () => {
    dashboardApi({
      'GET /api/matches/requests/count': jsonResponse({ count: 12 }),
      'GET /api/messages/unread-count': jsonResponse({ count: 9 }),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Discover' });

    const matches = within(nav()).getByRole('link', { name: /^Matches/ });
    expect(await within(matches).findByText('9+')).toBeVisible();
    expect(matches).toHaveAccessibleName('Matches, 12 pending match requests');
    const messages = within(nav()).getByRole('link', { name: /^Messages/ });
    expect(await within(messages).findByText('9')).toBeVisible();
    expect(messages).toHaveAccessibleName('Messages, 9 unread messages');
  });

  it('shows no badges, and no console errors, while the count calls are missing (404)', async () => {
    const error = vi.spyOn(console, 'error');
    const fetchMock = dashboardApi({
      'GET /api/matches/requests/count': errorResponse(404, 'Route not found'),
      'GET /api/messages/unread-count': errorResponse(404, 'Route not found'),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Rawiri, 27' });

    expect(requestKeys(fetchMock)).toContain('GET /api/matches/requests/count');
    expect(requestKeys(fetchMock)).toContain('GET /api/messages/unread-count');
    expect(within(nav()).getByRole('link', { name: 'Matches' })).toHaveTextContent(/^Matches$/);
    expect(within(nav()).getByRole('link', { name: 'Messages' })).toHaveTextContent(/^Messages$/);
    expect(error).not.toHaveBeenCalled();
  });

  it('polls both counts every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let requests = 0;
    const fetchMock = dashboardApi({
      'GET /api/matches/requests/count': () => {
        requests += 1;
        return jsonResponse({ count: requests });
      },
    });
    renderApp('/');
    const matches = () => within(nav()).getByRole('link', { name: /^Matches/ });
    await vi.waitFor(() => expect(matches()).toHaveAccessibleName(/1 pending match request$/));

    await vi.advanceTimersByTimeAsync(29_000);
    expect(matches()).toHaveAccessibleName(/1 pending match request$/);
    await vi.advanceTimersByTimeAsync(1_500);
    await vi.waitFor(() => expect(matches()).toHaveAccessibleName(/2 pending match requests$/));
    const unread = requestKeys(fetchMock).filter((key) => key === 'GET /api/messages/unread-count');
    expect(unread).toHaveLength(2);
  });
});
