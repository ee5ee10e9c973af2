import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardApi } from './dashboard-api';
import { matchesApi } from './matches-api';
import { HEMI, KIRI, REQUESTS } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
/** The targets of the links marked as the current page. */
const current = () =>
  within(nav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.getAttribute('href'));

describe('the tab bar on the matches screen', () => {
  it("shows everything under 'Matches', and only the conversations, focused, under 'Messages'", async () => {
    matchesApi();
    const { user } = renderApp('/matches');
    await screen.findByRole('heading', { level: 2, name: 'Pending Requests (2)' });
    expect(current()).toEqual(['/matches']);

    await user.click(within(nav()).getByRole('link', { name: /^Messages/ }));
    const conversations = await screen.findByRole('heading', {
      level: 2,
      name: 'Your Matches (2)',
    });
    await waitFor(() => expect(conversations).toHaveFocus());
    expect(screen.queryByRole('heading', { level: 2, name: /^Pending Requests/ })).toBeNull();
    expect(current()).toEqual(['/matches#conversations']);

    await user.click(within(nav()).getByRole('link', { name: /^Matches/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pending Requests (2)' }),
    ).toBeVisible();
    expect(current()).toEqual(['/matches']);
  });

  it('opens the dashboard on the Profile tab from another screen', async () => {
    dashboardApi({
      'GET /api/matches/requests': jsonResponse(REQUESTS),
      'GET /api/matches': jsonResponse([HEMI, KIRI]),
    });
    const { user, router } = renderApp('/matches');
    await screen.findByRole('heading', { level: 2, name: 'Pending Requests (2)' });
    await user.click(within(nav()).getByRole('link', { name: 'Profile' }));

    expect(await screen.findByRole('heading', { name: 'About Me' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(within(nav()).getByRole('button', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('highlights Settings on its sub-pages', async () => {
    matchesApi({ 'GET /api/blocks': jsonResponse({ people: [], nextCursor: null }) });
    renderApp('/settings/blocked-people');
    await screen.findByRole('heading', { level: 1 });
    expect(current()).toEqual(['/settings']);
  });
});
