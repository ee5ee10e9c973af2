import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestKeys } from './api-stub';
import { chatApi, socketCount, TICKET_PATH } from './chat-api';
import { FakeWebSocket, latestSocket } from './fake-socket';
import { CANDIDATES, PROFILE, USER } from './fixtures';
import { HEMI, KIRI, REQUESTS } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';
import { screenWidth } from './screen-width';

/** The calls of `/`, the matches screen and Hemi's chat, with the socket the test plays. */
function memberApi() {
  return chatApi(() => [], {
    'GET /api/profile': jsonResponse(PROFILE),
    'GET /api/matches/potential': jsonResponse(CANDIDATES),
    'GET /api/matches': jsonResponse([HEMI, KIRI]),
    'GET /api/matches/requests': jsonResponse(REQUESTS),
    'GET /api/matches/requests/count': jsonResponse({ count: 0 }),
    'GET /api/messages/unread-count': jsonResponse({ count: 0 }),
  });
}

const pane = () => screen.getByRole('complementary', { name: 'Conversations' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the members' frame", () => {
  it('keeps its one socket from / to the matches screen, a chat and back', async () => {
    screenWidth(390);
    const fetchMock = memberApi();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Discover' });
    await waitFor(() => expect(socketCount()).toBe(1));
    const socket = latestSocket();
    await socket.connect(USER.id);

    await router.navigate('/matches');
    await screen.findByRole('heading', { level: 1, name: 'Your Matches' });
    await router.navigate('/chat');
    await screen.findByRole('heading', { level: 1, name: 'Hemi Walker' });
    // The chat sends over the socket it found open: it says 'Online' without connecting anew.
    expect(await screen.findByText('Online')).toBeVisible();
    await router.navigate('/');
    await screen.findByRole('heading', { name: 'Discover' });

    expect(socketCount()).toBe(1);
    expect(socket.readyState).toBe(FakeWebSocket.OPEN);
    expect(requestKeys(fetchMock).filter((key) => key === TICKET_PATH)).toHaveLength(1);
  });

  it('keeps the conversations pane of a wide screen from / to a chat and back', async () => {
    screenWidth(1440);
    memberApi();
    const { user, router } = renderApp('/');
    await within(await screen.findByRole('complementary', { name: 'Conversations' })).findByText(
      'Hemi Walker',
    );
    const first = pane();

    await user.click(within(first).getByText('Hemi Walker'));
    await screen.findByRole('heading', { level: 1, name: 'Hemi Walker' });
    expect(pane()).toBe(first);
    await router.navigate('/');
    await screen.findByRole('heading', { name: 'Discover' });
    expect(pane()).toBe(first);
    expect(socketCount()).toBe(1);
  });
});
