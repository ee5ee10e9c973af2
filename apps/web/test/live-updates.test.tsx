import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestKeys } from './api-stub';
import { dashboardApi, deferred } from './dashboard-api';
import { installFakeWebSocket, latestSocket, ticketAnswer } from './fake-socket';
import { USER } from './fixtures';
import { jsonResponse, renderApp } from './render-app';

/** The dashboard with a socket, its badges counting what `counts` holds when they are asked. */
function badgesApi(counts: { requests: number; unread: number }) {
  installFakeWebSocket();
  return dashboardApi({
    'POST /api/realtime/ticket': ticketAnswer('ticket-1'),
    'GET /api/matches/requests/count': () => jsonResponse({ count: counts.requests }),
    'GET /api/messages/unread-count': () => jsonResponse({ count: counts.unread }),
  });
}

describe('live updates on the dashboard', () => {
  it('refreshes the badges as soon as the socket says something happened, without waiting for the poll', async () => {
    const counts = { requests: 0, unread: 0 };
    const fetchMock = badgesApi(counts);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Discover' });
    const nav = () => screen.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => requestKeys(fetchMock)).toContain('POST /api/realtime/ticket');
    await expect.poll(() => latestSocket().url).toMatch(/\/ws\?token=ticket-1$/);
    await latestSocket().connect('user-1');
    expect(within(nav()).getByRole('link', { name: /^Matches/ })).toHaveAccessibleName('Matches');

    counts.requests = 1;
    await latestSocket().receive({
      type: 'match_request',
      requestId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    const matches = () => within(nav()).getByRole('link', { name: /^Matches/ });
    await vi.waitFor(() => expect(matches()).toHaveAccessibleName(/1 pending match request$/));

    counts.unread = 12;
    await latestSocket().receive({
      type: 'new_message',
      matchId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      message: {
        id: '018f3a3e-0000-7000-8000-000000000001',
        matchId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        senderId: '9b2f3c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
        receiverId: '1b2f3c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
        content: 'Kia ora',
        messageType: 'text',
        createdAt: new Date().toISOString(),
        readAt: null,
        clientMessageId: null,
      },
    });
    await expect
      .poll(() => within(nav()).getByRole('link', { name: /^Messages/ }).textContent)
      .toContain('9+');
  });

  it('refreshes the badges after a resync from the gateway and after its own reconnect, when events may have been missed', async () => {
    const counts = { requests: 0, unread: 0 };
    badgesApi(counts);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Discover' });
    const nav = () => screen.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => latestSocket()?.url).toMatch(/\/ws\?token=ticket-1$/);
    await latestSocket().connect(USER.id);

    counts.requests = 2;
    counts.unread = 3;
    await latestSocket().receive({ type: 'resync' });
    await vi.waitFor(() =>
      expect(within(nav()).getByRole('link', { name: /^Matches/ })).toHaveAccessibleName(
        /2 pending match requests$/,
      ),
    );
    await expect
      .poll(() => within(nav()).getByRole('link', { name: /^Messages/ }).textContent)
      .toContain('3');

    const first = latestSocket();
    await first.serverClose(1006);
    counts.unread = 4;
    await expect.poll(() => latestSocket(), { timeout: 3000 }).not.toBe(first);
    await latestSocket().connect(USER.id);
    await expect
      .poll(() => within(nav()).getByRole('link', { name: /^Messages/ }).textContent)
      .toContain('4');
  });

  it('signs the person out at once when the gateway ends their session (a ban, a logout elsewhere)', async () => {
    installFakeWebSocket();
    let signedIn = true;
    dashboardApi({
      'POST /api/realtime/ticket': ticketAnswer('ticket-1'),
      'GET /api/auth/user': () =>
        signedIn
          ? jsonResponse(USER)
          : jsonResponse({ message: 'Please sign in to continue.' }, { status: 401 }),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Discover' });
    await expect.poll(() => latestSocket()?.url).toMatch(/\/ws\?token=ticket-1$/);
    await latestSocket().connect('user-1');

    signedIn = false;
    await latestSocket().serverClose(WS_CLOSE_CODES.sessionEnded);
    await expect.poll(() => localStorage.getItem('sessionToken')).toBeNull();
    // Signed out, `/` is the welcome page again.
    await screen.findByRole('heading', { name: 'Welcome to Starmatch', level: 1 });
    expect(screen.queryByRole('heading', { name: 'Discover' })).toBeNull();
  });

  it('leaves a sign-out from this tab to finish on its own answer when the close lands first', async () => {
    installFakeWebSocket();
    const logout = deferred();
    const fetchMock = dashboardApi({
      'POST /api/realtime/ticket': ticketAnswer('ticket-1'),
      'POST /api/auth/logout': logout.respond,
      'GET /api/app-config': jsonResponse({ launchMode: 'open' }),
    });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Discover' });
    await expect.poll(() => latestSocket()?.url).toMatch(/\/ws\?token=ticket-1$/);
    await latestSocket().connect('user-1');
    const asked = () => requestKeys(fetchMock).filter((key) => key === 'GET /api/auth/user').length;
    const askedBefore = asked();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await expect.poll(() => requestKeys(fetchMock)).toContain('POST /api/auth/logout');
    // The server has ended the session: its gateway closes the socket before the answer arrives.
    await latestSocket().serverClose(WS_CLOSE_CODES.sessionEnded);
    logout.answer(jsonResponse({ message: 'Logged out successfully' }));

    await screen.findByRole('heading', { name: 'Welcome to Starmatch', level: 1 });
    expect(localStorage.getItem('sessionToken')).toBeNull();
    // Asking who is signed in with the ended session's token would only have answered 401.
    expect(asked()).toBe(askedBefore);
  });
});
