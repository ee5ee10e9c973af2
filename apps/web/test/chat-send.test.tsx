import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sentBodies } from './api-stub';
import { CLIENT_ID, chatApi, input, messageList, openChat, openOnline } from './chat-api';
import { latestSocket } from './fake-socket';
import { advance, fakeTimeouts } from './fake-time';
import { USER } from './fixtures';
import { HEMI, message } from './matches-fixtures';
import { jsonResponse } from './render-app';
import { expectToast } from './toasts';

describe('sending and typing in the chat', () => {
  it('sends with Enter through the socket when it is open', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(CLIENT_ID);
    const fetchMock = chatApi();
    const { user } = await openOnline();

    await user.type(input(), '  Kia ora Hemi  {Enter}');

    const typing = (isTyping: boolean) => ({
      type: 'typing',
      matchId: HEMI.id,
      otherUserId: HEMI.otherUser.id,
      isTyping,
    });
    // Sending also ends my typing flag.
    expect(latestSocket().sent).toEqual([
      typing(true),
      typing(false),
      {
        type: 'send_message',
        matchId: HEMI.id,
        otherUserId: HEMI.otherUser.id,
        content: 'Kia ora Hemi',
        clientMessageId: CLIENT_ID,
      },
    ]);
    expect(input()).toHaveValue('');
    expect(within(messageList()).getByText('Kia ora Hemi')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([]);
  });

  it('sends through POST /api/messages while the socket is down', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(CLIENT_ID);
    const stored = message(5, {
      senderId: USER.id,
      receiverId: HEMI.otherUser.id,
      content: 'Are you there?',
      clientMessageId: CLIENT_ID,
    });
    const fetchMock = chatApi(undefined, {
      'POST /api/messages': jsonResponse(stored, { status: 201 }),
    });
    const { user } = await openChat();

    await user.type(input(), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([
      {
        matchId: HEMI.id,
        receiverId: HEMI.otherUser.id,
        content: 'Are you there?',
        messageType: 'text',
        clientMessageId: CLIENT_ID,
      },
    ]);
    // The stored answer replaces the pending bubble rather than joining it.
    await waitFor(() =>
      expect(
        within(messageList()).getByText('Are you there?').closest('[data-bubble]'),
      ).not.toHaveClass('opacity-70'),
    );
    expect(within(messageList()).getAllByText('Are you there?')).toHaveLength(1);
  });

  it('sends again through POST what a dropped socket may have lost', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(CLIENT_ID);
    const stored = message(6, {
      senderId: USER.id,
      receiverId: HEMI.otherUser.id,
      content: 'Still there?',
      clientMessageId: CLIENT_ID,
    });
    const fetchMock = chatApi(undefined, {
      'POST /api/messages': jsonResponse(stored, { status: 201 }),
    });
    const { user } = await openOnline();

    await user.type(input(), 'Still there?{Enter}');
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([]);
    await latestSocket().serverClose(1006);

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([
        {
          matchId: HEMI.id,
          receiverId: HEMI.otherUser.id,
          content: 'Still there?',
          messageType: 'text',
          clientMessageId: CLIENT_ID,
        },
      ]),
    );
    await waitFor(() =>
      expect(
        within(messageList()).getByText('Still there?').closest('[data-bubble]'),
      ).not.toHaveClass('opacity-70'),
    );
    expect(within(messageList()).getAllByText('Still there?')).toHaveLength(1);
  });

  it("toasts 'Failed to send message' when the fallback send is refused, and keeps the message as not sent", async () => {
    const fetchMock = chatApi();
    const { user } = await openChat();

    await user.type(input(), 'Hello{Enter}');

    await expectToast('Failed to send message');
    // A 404 will not change by trying again: no second POST.
    expect(within(messageList()).getByText('Hello').closest('li')).toHaveTextContent(
      'You:HelloNot sent – tap to retry',
    );
    expect(sentBodies(fetchMock, 'POST /api/messages')).toHaveLength(1);
  });

  it('inserts a new line with Shift+Enter instead of sending', async () => {
    const fetchMock = chatApi();
    const { user } = await openOnline();

    await user.type(input(), 'one{Shift>}{Enter}{/Shift}two');

    expect(input()).toHaveValue('one\ntwo');
    expect(
      latestSocket().sent.some((frame) => (frame as { type: string }).type === 'send_message'),
    ).toBe(false);
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([]);
  });

  it('cannot send blank text', async () => {
    const fetchMock = chatApi();
    const { user } = await openOnline();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(input(), '   {Enter}');

    expect(send).toBeDisabled();
    expect(
      latestSocket().sent.some((frame) => (frame as { type: string }).type === 'send_message'),
    ).toBe(false);
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([]);
  });

  it("shows the other person's typing and clears it after 3 s", async () => {
    chatApi();
    await openOnline();
    fakeTimeouts();

    await latestSocket().receive({
      type: 'typing',
      matchId: HEMI.id,
      userId: HEMI.otherUser.id,
      isTyping: true,
    });
    expect(screen.getByText('Hemi Walker is typing...')).toBeVisible();
    // Three dots that bounce only where motion is welcome; the words carry it for screen readers.
    const typing = screen.getByText('Hemi Walker is typing...').closest('[role="status"]');
    const dots = typing?.querySelectorAll('[aria-hidden="true"] > span') ?? [];
    expect(dots).toHaveLength(3);
    for (const dot of dots) expect(dot).toHaveClass('motion-safe:animate-bounce');
    expect(typing).toHaveTextContent(/^Hemi Walker is typing\.\.\.$/);
    await advance(2999);
    expect(screen.getByText('Hemi Walker is typing...')).toBeVisible();
    await advance(1);
    expect(screen.queryByText('Hemi Walker is typing...')).toBeNull();
  });

  it('tells the other side I stopped typing after 2 s without input', async () => {
    chatApi();
    await openOnline();
    fakeTimeouts();
    const typing = () =>
      latestSocket().sent.filter((frame) => (frame as { type: string }).type === 'typing');
    const frame = (isTyping: boolean) => ({
      type: 'typing',
      matchId: HEMI.id,
      otherUserId: HEMI.otherUser.id,
      isTyping,
    });

    fireEvent.change(input(), { target: { value: 'H' } });
    await advance(1000);
    fireEvent.change(input(), { target: { value: 'Hi' } });
    expect(typing()).toEqual([frame(true)]);
    await advance(1999);
    expect(typing()).toEqual([frame(true)]);
    await advance(1);
    expect(typing()).toEqual([frame(true), frame(false)]);
  });
});
