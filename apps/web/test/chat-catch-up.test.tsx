import type { Message } from '@starmatch/contracts/messages';
import { act, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sentBodies } from './api-stub';
import { chatApi, messageList, openOnline } from './chat-api';
import { bubbles } from './chat-send-queue-helpers';
import { latestSocket } from './fake-socket';
import { USER } from './fixtures';
import { HEMI, message } from './matches-fixtures';
import { jsonResponse } from './render-app';

// docs/ARCHITECTURE.md "Realtime": what the chat missed while its socket had a gap, fetched once.

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
