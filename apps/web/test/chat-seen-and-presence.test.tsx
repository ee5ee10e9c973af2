import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatApi, messageList, openChat, openOnline, PRESENCE_PATH } from './chat-api';
import { latestSocket } from './fake-socket';
import { USER } from './fixtures';
import { HEMI, message, uuid } from './matches-fixtures';
import { jsonResponse } from './render-app';

const HEMI_ID = HEMI.otherUser.id;

/** The header's line under the name. */
function status(): HTMLElement {
  const heading = screen.getByRole('heading', { level: 1, name: 'Hemi Walker' });
  const line = heading.nextElementSibling;
  if (!(line instanceof HTMLElement)) throw new Error('no status line');
  return line;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function mine(n: number, readAt: string | null = null) {
  return message(n, { senderId: USER.id, receiverId: HEMI_ID, content: `Mine ${n}`, readAt });
}

/** The message rows that carry 'Seen', by their text. */
function seenRows(): string[] {
  return within(messageList())
    .getAllByRole('listitem')
    .filter((row) => row.querySelector('[data-seen]') !== null)
    .map((row) => row.querySelector('[data-bubble] p')?.textContent ?? '');
}

describe('the chat header: the other person', () => {
  it("reads their presence, then follows 'presence' frames about them only", async () => {
    chatApi(() => [], {
      [PRESENCE_PATH]: jsonResponse({ online: false, lastActiveAt: minutesAgo(5) }),
    });
    await openChat();
    expect(status()).toHaveTextContent('Connecting...');
    await latestSocket().connect(USER.id);
    await waitFor(() => expect(status()).toHaveTextContent(/^Active 5m ago$/));

    await latestSocket().receive({
      type: 'presence',
      userId: HEMI_ID,
      online: true,
      lastActiveAt: minutesAgo(0),
    });
    expect(status()).toHaveTextContent(/^Online$/);
    expect(status()).toHaveClass('text-emerald-300');

    // Someone else's presence is not Hemi's.
    await latestSocket().receive({
      type: 'presence',
      userId: uuid(77),
      online: false,
      lastActiveAt: minutesAgo(0),
    });
    expect(status()).toHaveTextContent(/^Online$/);

    await latestSocket().receive({
      type: 'presence',
      userId: HEMI_ID,
      online: false,
      lastActiveAt: minutesAgo(0),
    });
    expect(status()).toHaveTextContent(/^Active 1m ago$/);
    expect(status()).toHaveClass('text-haze');

    // My own socket drops: that is what the line says until it is back.
    await latestSocket().serverClose(1006);
    expect(status()).toHaveTextContent(/^Connecting\.\.\.$/);
  });

  it('says nothing about them when their activity is hidden (or they hide mine)', async () => {
    chatApi(() => [], { [PRESENCE_PATH]: jsonResponse({ online: false, lastActiveAt: null }) });
    await openChat();
    await latestSocket().connect(USER.id);
    await waitFor(() => expect(status()).toHaveTextContent(/^$/));
    expect(screen.queryByText('Online')).toBeNull();
  });
});

describe("'Seen' under my last message", () => {
  it('shows under my last message once read, on load, and nowhere else', async () => {
    const read = minutesAgo(1);
    chatApi(() => [mine(1, read), message(2), mine(3, read)]);
    await openChat();
    await screen.findByText('Mine 3');
    expect(seenRows()).toEqual(['Mine 3']);
  });

  it('appears live when the other person reads it, and goes when I send a new one', async () => {
    chatApi(() => [message(1), mine(2)]);
    const { user } = await openChat();
    await latestSocket().connect(USER.id);
    await screen.findByText('Mine 2');
    expect(seenRows()).toEqual([]);

    // Another match's receipt, or one from before my message, says nothing about it.
    await latestSocket().receive({
      type: 'messages_read',
      matchId: uuid(99),
      readerId: HEMI_ID,
      readAt: '2030-01-01T00:00:00.000Z',
    });
    await latestSocket().receive({
      type: 'messages_read',
      matchId: HEMI.id,
      readerId: HEMI_ID,
      readAt: '2025-06-05T09:01:00.000Z',
    });
    expect(seenRows()).toEqual([]);

    await latestSocket().receive({
      type: 'messages_read',
      matchId: HEMI.id,
      readerId: HEMI_ID,
      readAt: '2025-06-05T09:03:00.000Z',
    });
    expect(seenRows()).toEqual(['Mine 2']);
    expect(screen.getByText('Seen')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'And another{Enter}');
    expect(seenRows()).toEqual([]);
  });

  it('marks a message that arrives while the chat is open read at once, over the socket', async () => {
    chatApi();
    await openOnline();
    const theirs = message(4, { content: 'Kia ora!' });
    await latestSocket().receive({ type: 'new_message', matchId: HEMI.id, message: theirs });
    expect(latestSocket().sent).toContainEqual({ type: 'mark_read', matchId: HEMI.id });
    // My own echo is not theirs to read.
    const sentBefore = latestSocket().sent.length;
    await latestSocket().receive({ type: 'new_message', matchId: HEMI.id, message: mine(5) });
    expect(latestSocket().sent).toHaveLength(sentBefore);
  });
});
