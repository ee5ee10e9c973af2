import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, requestKeys, sentBodies } from './api-stub';
import {
  CLIENT_ID,
  chatApi,
  input,
  messageList,
  openChat,
  openOnline,
  socketCount,
  TICKET_PATH,
} from './chat-api';
import { latestSocket } from './fake-socket';
import { advance, fakeTimeouts } from './fake-time';
import { USER } from './fixtures';
import { expectToast } from './toasts';

// docs/ARCHITECTURE.md "Per-account limits": what the chat shows when the server says no.

/** The bubble of my message with this text. */
const bubble = (text: string) => within(messageList()).getByText(text).closest('[data-bubble]');

describe('the chat over a per-account limit', () => {
  it('keeps a message the API refused with 429 as not sent, in the words of the server', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(CLIENT_ID);
    const fetchMock = chatApi(undefined, {
      'POST /api/messages': errorResponse(429, API_MESSAGES.messagesLimited, 'RATE_LIMITED'),
    });
    const { user } = await openChat();

    await user.type(input(), 'One too many{Enter}');

    await expectToast('Failed to send message', API_MESSAGES.messagesLimited);
    expect(bubble('One too many')).toHaveTextContent(
      `You:One too manyNot sent – tap to retry${API_MESSAGES.messagesLimited}`,
    );
    expect(
      screen.getByRole('button', { name: 'Not sent – tap to retry' }),
    ).toHaveAccessibleDescription(API_MESSAGES.messagesLimited);
    expect(bubble('One too many')).not.toHaveClass('opacity-70');
    expect(sentBodies(fetchMock, 'POST /api/messages')).toHaveLength(1);
  });

  it('keeps a message the socket refused (an error frame with its clientMessageId) as not sent, and does not send it again when the socket drops', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(CLIENT_ID);
    const fetchMock = chatApi();
    const { user } = await openOnline();

    await user.type(input(), 'Hello again{Enter}');
    await latestSocket().receive({
      type: 'error',
      message: API_MESSAGES.conversationsLimited,
      clientMessageId: CLIENT_ID,
    });

    await expectToast('Failed to send message', API_MESSAGES.conversationsLimited);
    expect(bubble('Hello again')).toHaveTextContent(
      `Not sent – tap to retry${API_MESSAGES.conversationsLimited}`,
    );
    await latestSocket().serverClose(1006);
    expect(screen.getByText('Connecting...')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([]);
  });

  it('pauses live updates when the socket is closed for too many tabs, without reconnecting, until the tab is shown again', async () => {
    const api = chatApi();
    await openOnline();
    fakeTimeouts();

    await latestSocket().serverClose(WS_CLOSE_CODES.tooManySockets);
    expect(
      screen.getByText('Live updates paused: Starmatch is open in too many tabs.'),
    ).toBeVisible();
    // Past the longest retry wait (30 s): no new ticket and no new socket.
    await advance(60_000);
    expect(socketCount()).toBe(1);
    expect(requestKeys(api).filter((key) => key === TICKET_PATH)).toHaveLength(1);

    // Coming back to the tab connects once more.
    vi.useRealTimers();
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(socketCount()).toBe(2));
    await latestSocket().connect(USER.id);
    expect(screen.getByText('Online')).toBeVisible();
    expect(requestKeys(api).filter((key) => key === TICKET_PATH)).toHaveLength(2);
  });
});
