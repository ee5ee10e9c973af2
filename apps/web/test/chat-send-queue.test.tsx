import type { Message } from '@starmatch/contracts/messages';
import { WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sentBodies } from './api-stub';
import { chatApi, input, messageList, openChat, openOnline } from './chat-api';
import { bubbleText } from './chat-bubbles';
import { latestSocket } from './fake-socket';
import { advance, fakeTimeouts, settle, settleUntil } from './fake-time';
import { USER } from './fixtures';
import { HEMI, message, uuid } from './matches-fixtures';
import { jsonResponse } from './render-app';
import { expectToast, expectToastNow } from './toasts';

// docs/ARCHITECTURE.md "Realtime": the chat's send queue, one message at a time and in order.

const ID_A = uuid(901);
const ID_B = uuid(902);
const ID_C = uuid(903);

/** The clientMessageIds the chat will make, in order. */
function clientIds(...ids: string[]) {
  const spy = vi.spyOn(crypto, 'randomUUID');
  for (const id of ids) spy.mockReturnValueOnce(id as ReturnType<typeof crypto.randomUUID>);
}

/** My message as the server stores it. */
function mine(n: number, content: string, clientMessageId: string): Message {
  return message(n, {
    senderId: USER.id,
    receiverId: HEMI.otherUser.id,
    content,
    clientMessageId,
  });
}

/** The send_message frames the chat put on the socket, as `content:clientMessageId`. */
function sends(): string[] {
  return latestSocket()
    .sent.filter((frame) => (frame as { type: string }).type === 'send_message')
    .map((frame) => {
      const { content, clientMessageId } = frame as { content: string; clientMessageId: string };
      return `${content}:${clientMessageId}`;
    });
}

function bubbles(): string[] {
  return within(messageList()).getAllByRole('listitem').map(bubbleText);
}

/** Types and sends without user-event, whose own delays wait on timeouts a test may have faked. */
function send(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
}

async function echo(stored: Message) {
  await latestSocket().receive({ type: 'new_message', matchId: HEMI.id, message: stored });
}

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

describe('catching up after a gap', () => {
  it("fetches what was missed when the gateway says 'resync', and shows each message once, in order", async () => {
    // The 3 s poll stands still, so only the catch-up can bring the new messages.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let stored = [message(1)];
    const fetchMock = chatApi(() => stored);
    await openOnline();
    await within(messageList()).findByText('Message 1');
    await latestSocket().receive({ type: 'new_message', matchId: HEMI.id, message: message(2) });

    stored = [message(1), message(2), message(3), message(4)];
    await latestSocket().receive({ type: 'resync' });

    await within(messageList()).findByText('Message 4');
    expect(bubbles()).toEqual([
      'Hemi Walker:Message 19:01 pm',
      'Hemi Walker:Message 29:02 pm',
      'Hemi Walker:Message 39:03 pm',
      'Hemi Walker:Message 49:04 pm',
    ]);
    expect(sentBodies(fetchMock, `GET /api/messages/${HEMI.id}`)).toHaveLength(2);
  });

  it('pages back when more than a page was missed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const at = (n: number) =>
      message(n, { createdAt: new Date(Date.UTC(2025, 5, 5, 9, 0, n)).toISOString() });
    const all = Array.from({ length: 60 }, (_, index) => at(index + 1));
    let latestPage = [all[0] as Message];
    const newest = all[10] as Message;
    const fetchMock = chatApi(() => latestPage, {
      [`GET /api/messages/${HEMI.id}?before=${newest.id}`]: jsonResponse(all.slice(0, 10)),
    });
    await openOnline();
    await within(messageList()).findByText('Message 1');

    latestPage = all.slice(10);
    await latestSocket().receive({ type: 'resync' });

    await within(messageList()).findByText('Message 60');
    await within(messageList()).findByText('Message 2');
    expect(bubbles()).toHaveLength(60);
    expect(sentBodies(fetchMock, `GET /api/messages/${HEMI.id}?before=${newest.id}`)).toHaveLength(
      1,
    );
  });

  it('catches up after the socket reconnects', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let stored = [message(1)];
    chatApi(() => stored);
    await openOnline();
    await within(messageList()).findByText('Message 1');
    const first = latestSocket();

    await first.serverClose(1006);
    stored = [message(1), message(2)];
    // Testing Library's waitFor polls on an interval, which this test has frozen.
    for (let waited = 0; latestSocket() === first && waited < 5000; waited += 50) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    await latestSocket().connect(USER.id);

    await within(messageList()).findByText('Message 2');
    expect(bubbles()).toHaveLength(2);
  });
});
