import { WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies } from './api-stub';
import { chatApi, messageList, openChat, openOnline } from './chat-api';
import {
  bubbles,
  clientIds,
  echo,
  ID_A,
  ID_B,
  ID_C,
  mine,
  send,
  sends,
} from './chat-send-queue-helpers';
import { latestSocket } from './fake-socket';
import { advance, fakeTimeouts, settle, settleUntil } from './fake-time';
import { HEMI } from './matches-fixtures';
import { jsonResponse } from './render-app';
import { expectToast, expectToastNow } from './toasts';

// docs/ARCHITECTURE.md "Realtime": the chat's send queue, one message at a time and in order.

describe('the chat send queue', () => {
  it('sends one message at a time and keeps them in order while the acks are slow', async () => {
    clientIds(ID_A, ID_B, ID_C);
    chatApi();
    await openOnline();

    send('one');
    send('two');
    send('three');

    expect(sends()).toEqual([`one:${ID_A}`]);
    expect(bubbles()).toEqual(['You:oneSending...', 'You:twoSending...', 'You:threeSending...']);
    expect(within(messageList()).getByText('one').closest('[data-bubble]')).toHaveClass(
      'opacity-70',
    );

    await echo(mine(1, 'one', ID_A));
    expect(sends()).toEqual([`one:${ID_A}`, `two:${ID_B}`]);
    expect(bubbles()).toEqual(['You:one9:01 pm', 'You:twoSending...', 'You:threeSending...']);

    await echo(mine(2, 'two', ID_B));
    await echo(mine(3, 'three', ID_C));
    expect(sends()).toEqual([`one:${ID_A}`, `two:${ID_B}`, `three:${ID_C}`]);
    expect(bubbles()).toEqual(['You:one9:01 pm', 'You:two9:02 pm', 'You:three9:03 pm']);
  });

  it('sends again with the same clientMessageId when no ack comes within 5 s', async () => {
    clientIds(ID_A);
    chatApi();
    await openOnline();
    fakeTimeouts();

    send('Anyone there?');
    await advance(4999);
    expect(sends()).toEqual([`Anyone there?:${ID_A}`]);
    await advance(1);
    expect(sends()).toEqual([`Anyone there?:${ID_A}`, `Anyone there?:${ID_A}`]);

    await echo(mine(4, 'Anyone there?', ID_A));
    expect(bubbles()).toEqual(['You:Anyone there?9:04 pm']);
  });

  it('posts again, with the same clientMessageId, when a POST gets no answer while the socket is down', async () => {
    clientIds(ID_A);
    let posts = 0;
    const fetchMock = chatApi(undefined, {
      'POST /api/messages': () => {
        posts += 1;
        // The first never answers, as through a stalled network.
        return posts === 1
          ? new Promise<Response>(() => {})
          : jsonResponse(mine(5, 'By post', ID_A), { status: 201 });
      },
    });
    await openChat();
    fakeTimeouts();

    send('By post');
    await settle();
    const body = {
      matchId: HEMI.id,
      receiverId: HEMI.otherUser.id,
      content: 'By post',
      messageType: 'text',
      clientMessageId: ID_A,
    };
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([body]);
    expect(bubbles()).toEqual(['You:By postSending...']);

    await advance(5000);
    await settleUntil(() => expect(bubbles()).toEqual(['You:By post9:05 pm']));
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([body, body]);
  });

  it('posts a message the dropped socket may have lost, and it shows once', async () => {
    clientIds(ID_A);
    const fetchMock = chatApi(undefined, {
      'POST /api/messages': jsonResponse(mine(6, 'Mid-drop', ID_A), { status: 201 }),
    });
    await openOnline();

    send('Mid-drop');
    expect(sends()).toEqual([`Mid-drop:${ID_A}`]);
    await latestSocket().serverClose(1006);

    await waitFor(() => expect(bubbles()).toEqual(['You:Mid-drop9:06 pm']));
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([
      expect.objectContaining({ content: 'Mid-drop', clientMessageId: ID_A }),
    ]);
  });

  it('retries a send the server could not take for now, after a backoff and without a toast', async () => {
    clientIds(ID_A);
    chatApi();
    await openOnline();
    fakeTimeouts();

    send('Through the stall');
    await latestSocket().receive({
      type: 'error',
      message: WS_ERROR_MESSAGES.sendFailed,
      clientMessageId: ID_A,
      retryable: true,
    });
    await advance(999);
    expect(sends()).toEqual([`Through the stall:${ID_A}`]);
    await advance(1);
    expect(sends()).toEqual([`Through the stall:${ID_A}`, `Through the stall:${ID_A}`]);

    // The per-socket limit clears within seconds: retried too.
    await latestSocket().receive({
      type: 'error',
      message: WS_ERROR_MESSAGES.rateLimited,
      clientMessageId: ID_A,
      retryable: true,
    });
    await advance(2000);
    expect(sends()).toHaveLength(3);
    expect(bubbles()).toEqual(['You:Through the stallSending...']);
    expect(screen.queryByText('Failed to send message')).toBeNull();

    await echo(mine(7, 'Through the stall', ID_A));
    expect(bubbles()).toEqual(['You:Through the stall9:07 pm']);
  });

  it("marks a send refused for good 'Not sent – tap to retry', sends the next, and a tap sends it again at the end", async () => {
    clientIds(ID_A, ID_B);
    chatApi();
    const { user } = await openOnline();

    send('first');
    send('second');
    await latestSocket().receive({
      type: 'error',
      message: WS_ERROR_MESSAGES.matchNotFound,
      clientMessageId: ID_A,
      retryable: false,
    });

    await expectToast('Failed to send message', WS_ERROR_MESSAGES.matchNotFound);
    expect(bubbles()).toEqual([
      'You:firstNot sent – tap to retryMatch not found',
      'You:secondSending...',
    ]);
    expect(sends()).toEqual([`first:${ID_A}`, `second:${ID_B}`]);
    await echo(mine(8, 'second', ID_B));

    // A real button, reached and pressed from the keyboard.
    const retry = screen.getByRole('button', { name: 'Not sent – tap to retry' });
    expect(retry).toHaveAccessibleDescription(WS_ERROR_MESSAGES.matchNotFound);
    act(() => retry.focus());
    await user.keyboard('{Enter}');

    expect(sends()).toEqual([`first:${ID_A}`, `second:${ID_B}`, `first:${ID_A}`]);
    expect(bubbles()).toEqual(['You:second9:08 pm', 'You:firstSending...']);
    await echo(mine(9, 'first', ID_A));
    expect(bubbles()).toEqual(['You:second9:08 pm', 'You:first9:09 pm']);
  });

  it('gives up after about 45 s without an answer, and then sends the next', async () => {
    clientIds(ID_A, ID_B);
    chatApi();
    await openOnline();
    fakeTimeouts();

    send('into the void');
    send('after it');
    // Tries at 0, 5, 15 and 35 s, each waiting longer; the last wait ends at 55 s.
    await advance(54_999);
    expect(sends()).toHaveLength(4);
    expect(bubbles()).toEqual(['You:into the voidSending...', 'You:after itSending...']);
    await advance(1);
    await settle();

    expectToastNow('Failed to send message');
    expect(bubbles()).toEqual([
      'You:into the voidNot sent – tap to retry',
      'You:after itSending...',
    ]);
    expect(sends().at(-1)).toBe(`after it:${ID_B}`);
  });
});
