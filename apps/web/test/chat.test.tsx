import { QUERY_TIMINGS } from '@starmatch/contracts/constants';
import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { requestKeys } from './api-stub';
import {
  CLIENT_ID,
  chatApi,
  input,
  MESSAGES_PATH,
  messageList,
  openChat,
  openOnline,
  socketCount,
  TICKET_PATH,
} from './chat-api';
import { bubbleText } from './chat-bubbles';
import { deferred } from './dashboard-api';
import { latestSocket } from './fake-socket';
import { advance, fakeTimeouts } from './fake-time';
import { USER } from './fixtures';
import { HEMI, message, uuid } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

describe('the chat screen', () => {
  it('sends someone without a stored match to /matches', async () => {
    localStorage.setItem('sessionToken', 'tok-1');
    chatApi();
    localStorage.removeItem('currentChatMatch');
    const { router } = renderApp('/chat');

    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
  });

  it("shows 'Loading chat...' until the messages arrive, mine on the right", async () => {
    const answer = deferred();
    chatApi(undefined, { [MESSAGES_PATH]: answer.respond });
    await openChat();

    expect(screen.getByRole('status')).toHaveTextContent('Loading chat...');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/matches');
    answer.answer(
      jsonResponse([
        message(1),
        message(2, { senderId: USER.id, receiverId: HEMI.otherUser.id, content: 'Kia ora!' }),
      ]),
    );

    const items = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole(
      'listitem',
    );
    expect(items.map(bubbleText)).toEqual(['Hemi Walker:Message 19:01 pm', 'You:Kia ora!9:02 pm']);
    // One separator, over the day's first message, in the app's zone (9:01 pm in Auckland).
    expect(items.map((item) => item.querySelector('[data-day]')?.textContent ?? null)).toEqual([
      'Thu 5 Jun 2025',
      null,
    ]);
    expect(items[0]?.querySelector('[data-bubble]')).toHaveClass('self-start');
    expect(items[1]?.querySelector('[data-bubble]')).toHaveClass('self-end');
    expect(screen.queryByText('Loading chat...')).toBeNull();
  });

  it("shows 'Connecting...' until the gateway says connected, then the other person's 'Online'", async () => {
    chatApi();
    await openChat();

    // Hemi is online, but until my own socket is live the header speaks of it.
    expect(screen.getByText('Connecting...')).toBeVisible();
    expect(screen.queryByText('Online')).toBeNull();
    await waitFor(() => expect(latestSocket().url).toBe(`ws://${location.host}/ws?token=t-1`));
    await latestSocket().connect(USER.id);
    expect(screen.getByText('Online')).toBeVisible();

    await latestSocket().serverClose(1006);
    expect(screen.getByText('Connecting...')).toBeVisible();
  });

  it('reconnects with a new ticket after a drop, but not once the session has ended', async () => {
    chatApi();
    await openOnline();
    const first = latestSocket();

    await first.serverClose(1006);
    await waitFor(() => expect(latestSocket()).not.toBe(first), { timeout: 3000 });
    const second = latestSocket();
    expect(second.url).toBe(`ws://${location.host}/ws?token=t-2`);
    await second.connect(USER.id);
    expect(screen.getByText('Online')).toBeVisible();

    fakeTimeouts();
    await second.serverClose(4000);
    // Runs every timer the longest retry backoff could have set: none may open a socket.
    await advance(QUERY_TIMINGS.retryMaxMs);
    expect(latestSocket()).toBe(second);
    expect(screen.getByText('Connecting...')).toBeVisible();
  });

  it("says 'Live updates unavailable' when the gateway refuses the page's origin, warns once and stops trying", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const api = chatApi();
    await openChat();
    await waitFor(() => expect(latestSocket()).toBeDefined());
    fakeTimeouts();

    await latestSocket().serverClose(WS_CLOSE_CODES.originNotAllowed);
    expect(screen.getByText('Live updates unavailable')).toBeVisible();
    expect(screen.queryByText('Connecting...')).toBeNull();
    expect(warn.mock.calls).toEqual([
      [
        `Live updates are off: the real-time server refused a socket from ${location.origin} ` +
          '(4403 Origin not allowed). Chat and badges fall back to polling. Open the app at its ' +
          'APP_URL, or add this origin to ALLOWED_ORIGINS.',
      ],
    ]);

    // Past the longest retry wait (30 s), no new ticket and no new socket: the origin will not change.
    await advance(60_000);
    expect(socketCount()).toBe(1);
    expect(requestKeys(api).filter((key) => key === TICKET_PATH)).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('shows a message delivered by both the socket and the poll once', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(CLIENT_ID);
    let polled = [message(1)];
    chatApi(() => polled);
    const { user, queryClient } = await openOnline();
    await within(messageList()).findByText('Message 1');

    const theirs = message(2, { content: 'Are we still on for tonight?' });
    await latestSocket().receive({ type: 'new_message', matchId: HEMI.id, message: theirs });
    await user.type(input(), 'Yes!{Enter}');
    const mine = message(3, {
      senderId: USER.id,
      receiverId: HEMI.otherUser.id,
      content: 'Yes!',
      clientMessageId: CLIENT_ID,
    });
    await latestSocket().receive({ type: 'new_message', matchId: HEMI.id, message: mine });
    // The poll also brings one message the socket never pushed, so its answer is seen to land.
    polled = [message(1), theirs, mine, message(4, { content: 'Only polled' })];
    await queryClient.refetchQueries({ queryKey: queryKeys.messages.match(HEMI.id) });
    await within(messageList()).findByText('Only polled');

    expect(within(messageList()).getAllByRole('listitem').map(bubbleText)).toEqual([
      'Hemi Walker:Message 19:01 pm',
      'Hemi Walker:Are we still on for tonight?9:02 pm',
      'You:Yes!9:03 pm',
      'Hemi Walker:Only polled9:04 pm',
    ]);
  });

  it('ignores messages of another match', async () => {
    chatApi();
    await openOnline();
    await latestSocket().receive({
      type: 'new_message',
      matchId: uuid(77),
      message: message(4, { matchId: uuid(77), content: 'Wrong chat' }),
    });
    expect(screen.queryByText('Wrong chat')).toBeNull();
  });

  it('goes back to /matches when the match ends', async () => {
    chatApi(undefined, {
      'GET /api/matches/requests': jsonResponse([]),
      'GET /api/matches': jsonResponse([]),
    });
    const { router } = await openOnline();

    await latestSocket().receive({ type: 'unmatched', matchId: HEMI.id });

    await expectToast('Match ended', 'Hemi Walker is no longer one of your matches.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
  });
});
