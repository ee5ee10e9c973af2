import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestKeys } from './api-stub';
import { chatApi, openOnline } from './chat-api';
import { installFakeWebSocket, latestSocket } from './fake-socket';
import { USER } from './fixtures';
import { matchesApi } from './matches-api';
import { HEMI, KIRI } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';
import { pickFromMenu } from './safety-helpers';
import { expectToast } from './toasts';

const TICKET = jsonResponse(
  { ticket: 't-1', expiresAt: '2030-01-01T00:00:00.000Z' },
  { status: 201 },
);
const SIDE_CALLS = {
  'GET /api/matches/requests': jsonResponse([]),
  'GET /api/matches': jsonResponse([KIRI]),
  'GET /api/matches/requests/count': jsonResponse({ count: 0 }),
  'GET /api/messages/unread-count': jsonResponse({ count: 0 }),
};

describe("a match that ended without an unmatch ('match_ended')", () => {
  it('leaves the open chat with a neutral toast', async () => {
    chatApi(() => [], SIDE_CALLS);
    const { router } = await openOnline();

    await latestSocket().receive({ type: 'match_ended', matchId: KIRI.id });
    expect(router.state.location.pathname).toBe('/chat');

    await latestSocket().receive({ type: 'match_ended', matchId: HEMI.id });
    await expectToast('This conversation is no longer available.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    // Nothing that tells a block from a deleted account.
    expect(screen.queryByText(/blocked/i)).toBeNull();
  });

  it('waits for an open report sheet to close before leaving the chat', async () => {
    chatApi(() => [], SIDE_CALLS);
    const { user, router } = await openOnline();
    await pickFromMenu(user, 'Hemi Walker', 'Report');
    await screen.findByRole('alertdialog', { name: 'Report Hemi Walker' });

    await latestSocket().receive({ type: 'match_ended', matchId: HEMI.id });
    expect(screen.getByRole('alertdialog', { name: 'Report Hemi Walker' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/chat');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    await expectToast('This conversation is no longer available.');
  });

  it('takes the conversation off the matches screen at once', async () => {
    installFakeWebSocket();
    let ended = false;
    const fetchMock = matchesApi({
      'POST /api/realtime/ticket': TICKET,
      'GET /api/matches': () => jsonResponse(ended ? [KIRI] : [HEMI, KIRI]),
    });
    renderApp('/matches');
    await screen.findByRole('listitem', { name: 'Hemi Walker' });
    await expect.poll(() => requestKeys(fetchMock)).toContain('POST /api/realtime/ticket');
    await latestSocket().connect(USER.id);

    ended = true;
    await latestSocket().receive({ type: 'match_ended', matchId: HEMI.id });

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Hemi Walker' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Kiri Brown' })).toBeVisible();
  });
});
