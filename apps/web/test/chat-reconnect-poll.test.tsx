import { POLL_INTERVALS_MS, RECONNECT_POLL_HOLD_MS } from '@starmatch/contracts/constants';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestKeys } from './api-stub';
import { chatApi, MESSAGES_PATH, TICKET_PATH } from './chat-api';
import { deferred } from './dashboard-api';
import { latestSocket } from './fake-socket';
import { USER } from './fixtures';
import { jsonResponse, renderApp } from './render-app';

// The chat's poll waits while a socket that was live is opened again: the reconnect's own
// catch-up fetches the same page. Past RECONNECT_POLL_HOLD_MS it polls again, for a socket that
// does not come back.

describe("the chat's poll during a reconnect", () => {
  it('holds while the dropped socket reconnects, and resumes once the hold is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const secondTicket = deferred();
    let tickets = 0;
    const api = chatApi(() => [], {
      [TICKET_PATH]: () => {
        tickets += 1;
        if (tickets > 1) return secondTicket.respond();
        return jsonResponse(
          { ticket: 't-1', expiresAt: '2030-01-01T00:00:00.000Z' },
          { status: 201 },
        );
      },
    });
    renderApp('/chat');
    await vi.waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: 'Hemi Walker' })).toBeVisible(),
      { timeout: 10_000 },
    );
    await vi.waitFor(() => expect(latestSocket()).toBeDefined());
    await latestSocket().connect(USER.id);
    await vi.waitFor(() => expect(screen.getByText('Online')).toBeVisible());
    const polls = () => requestKeys(api).filter((key) => key.startsWith(MESSAGES_PATH)).length;

    // Live: a poll every 3 s.
    const live = polls();
    await vi.advanceTimersByTimeAsync(POLL_INTERVALS_MS.messages);
    expect(polls()).toBe(live + 1);

    // Dropped, its new ticket not yet answered: no poll for the whole hold.
    await latestSocket().serverClose(1006);
    const dropped = polls();
    await vi.advanceTimersByTimeAsync(RECONNECT_POLL_HOLD_MS - 1);
    expect(polls()).toBe(dropped);
    expect(tickets).toBeGreaterThan(1);

    // The socket did not come back: once React has rendered the hold's end, the poll takes over.
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(screen.getByText('Connecting...')).toBeVisible());
    await act(async () => {});
    await vi.advanceTimersByTimeAsync(POLL_INTERVALS_MS.messages);
    expect(polls()).toBe(dropped + 1);
  });
});
