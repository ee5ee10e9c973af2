import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi } from './dashboard-api';
import { HEMI, KIRI, REQUESTS } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';
import { screenWidth } from './screen-width';

function paneApi() {
  return dashboardApi({
    'GET /api/matches': jsonResponse([HEMI, KIRI]),
    'GET /api/matches/requests': jsonResponse(REQUESTS),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the conversations pane of a wide screen', () => {
  it('lists the conversations beside the explore card and opens one in the chat, marked', async () => {
    screenWidth(1440);
    paneApi();
    const { user, router } = renderApp('/');
    const pane = await screen.findByRole('complementary', { name: 'Conversations' });
    await within(pane).findByText('Hemi Walker');
    expect(
      within(pane)
        .getAllByText(/^(Hemi Walker|Kiri Brown)$/)
        .map((name) => name.textContent),
    ).toEqual(['Hemi Walker', 'Kiri Brown']);
    expect(within(pane).getByRole('link', { name: '2 pending requests' })).toHaveAttribute(
      'href',
      '/matches',
    );
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();

    const row = (name: string) =>
      within(screen.getByRole('complementary', { name: 'Conversations' }))
        .getByText(name)
        .closest('button') as HTMLElement;
    expect(within(row('Hemi Walker')).getByText('9+')).toBeVisible();

    await user.click(within(pane).getByText('Hemi Walker'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(JSON.parse(localStorage.getItem('currentChatMatch') ?? 'null')).toEqual({
      id: HEMI.id,
      otherUser: HEMI.otherUser,
    });
    await waitFor(() => expect(row('Hemi Walker')).toHaveAttribute('aria-current', 'true'));
    // The open conversation is being read: no unread count beside it.
    expect(within(row('Hemi Walker')).queryByText('9+')).toBeNull();
    expect(row('Kiri Brown')).not.toHaveAttribute('aria-current');
  });

  it('is not there on a phone', async () => {
    screenWidth(390);
    paneApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Conversations' })).toBeNull();
  });
});
