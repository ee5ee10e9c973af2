import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestKeys } from './api-stub';
import { chatApi, MESSAGES_PATH, openOnline } from './chat-api';
import { installFakeWebSocket, latestSocket, ticketAnswer } from './fake-socket';
import { USER } from './fixtures';
import { matchesApi } from './matches-api';
import { HEMI, KIRI, message } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';
import { pickFromMenu, reportThrough } from './safety-helpers';
import { expectToast } from './toasts';

/** Moves the 3 s message poll, whose interval the test has faked. */
async function pollFor(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const polls = (fetchMock: ReturnType<typeof chatApi>) =>
  requestKeys(fetchMock).filter((key) => key === MESSAGES_PATH).length;

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

  it("keeps the reporter's 'Report sent' when the match_ended frame lands just after the report's answer", async () => {
    const socketFrame = () =>
      latestSocket().onmessage?.(
        new MessageEvent('message', {
          data: JSON.stringify({ type: 'match_ended', matchId: HEMI.id }),
        }),
      );
    let frameDelivered: Promise<void> | undefined;
    chatApi(() => [], {
      ...SIDE_CALLS,
      // The gateway's frame is a task behind the HTTP answer, as it is when both race over the
      // network: the sheet has closed by then, but the chat has not yet left.
      'POST /api/reports': () => {
        frameDelivered = new Promise((resolve) =>
          setTimeout(() => {
            socketFrame();
            resolve();
          }, 0),
        );
        return jsonResponse({ id: '5a1e0000-0000-4000-8000-000000000999' }, { status: 201 });
      },
    });
    const { user, router } = await openOnline();
    await pickFromMenu(user, 'Hemi Walker', 'Report');
    await reportThrough(user, 'Hemi Walker', 'Harassment or hate');

    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    await act(() => frameDelivered);
    await expectToast('Report sent');
    expect(screen.queryByText('This conversation is no longer available.')).toBeNull();
  });

  it('stops polling the messages while a report is open, and for good once the match has ended', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchMock = chatApi(() => [message(1)], SIDE_CALLS);
    const { user, router } = await openOnline();
    await screen.findByText('Message 1');
    await pollFor(3000);
    expect(polls(fetchMock)).toBe(2);

    // The report may end the match at any moment: a poll then would ask for a gone match.
    await pickFromMenu(user, 'Hemi Walker', 'Report');
    await screen.findByRole('alertdialog', { name: 'Report Hemi Walker' });
    await pollFor(9000);
    expect(polls(fetchMock)).toBe(2);

    await latestSocket().receive({ type: 'match_ended', matchId: HEMI.id });
    await pollFor(9000);
    expect(polls(fetchMock)).toBe(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    await expectToast('This conversation is no longer available.');
  });

  it('leaves the chat with the same toast when the poll finds the match gone, and polls no more', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let gone = false;
    const fetchMock = chatApi(() => [message(1)], {
      ...SIDE_CALLS,
      [MESSAGES_PATH]: () =>
        gone ? jsonResponse({ message: 'Not found' }, { status: 404 }) : jsonResponse([message(1)]),
    });
    const { router } = await openOnline();
    await screen.findByText('Message 1');

    gone = true;
    await pollFor(3000);
    await expectToast('This conversation is no longer available.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    await pollFor(9000);
    expect(polls(fetchMock)).toBe(2);
  });

  it('takes the conversation off the matches screen at once', async () => {
    installFakeWebSocket();
    let ended = false;
    const fetchMock = matchesApi({
      'POST /api/realtime/ticket': ticketAnswer('t-1'),
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
