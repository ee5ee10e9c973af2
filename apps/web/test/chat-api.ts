import type { Message } from '@starmatch/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { type StubAnswer, stubApi } from './api-stub';
import { FakeWebSocket, installFakeWebSocket, latestSocket } from './fake-socket';
import { USER } from './fixtures';
import { HEMI, uuid } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';

export const TICKET_PATH = 'POST /api/realtime/ticket';
export const MESSAGES_PATH = `GET /api/messages/${HEMI.id}`;
export const PRESENCE_PATH = `GET /api/matches/${HEMI.id}/presence`;

/** Hemi has the app open: the header shows 'Online' for her once my socket is live. */
export const HEMI_ONLINE = { online: true, lastActiveAt: '2030-01-01T00:00:00.000Z' };

/**
 * Signed in with Hemi stored as the current chat match; the messages answer
 * from `messages()` each time, and every ticket is numbered (t-1, t-2, ...).
 */
export function chatApi(
  messages: () => Message[] = () => [],
  overrides: Record<string, StubAnswer> = {},
) {
  localStorage.setItem('sessionToken', 'tok-1');
  localStorage.setItem(
    'currentChatMatch',
    JSON.stringify({ id: HEMI.id, otherUser: HEMI.otherUser }),
  );
  installFakeWebSocket();
  let tickets = 0;
  return stubApi({
    'GET /api/auth/user': jsonResponse(USER),
    [TICKET_PATH]: () => {
      tickets += 1;
      return jsonResponse(
        { ticket: `t-${tickets}`, expiresAt: '2030-01-01T00:00:00.000Z' },
        { status: 201 },
      );
    },
    [MESSAGES_PATH]: () => jsonResponse(messages()),
    [PRESENCE_PATH]: jsonResponse(HEMI_ONLINE),
    ...overrides,
  });
}

export function socketCount(): number {
  return FakeWebSocket.instances.length;
}

export const CLIENT_ID = uuid(900) as ReturnType<typeof crypto.randomUUID>;

export async function openChat() {
  const view = renderApp('/chat');
  await screen.findByRole('heading', { level: 1, name: 'Hemi Walker' });
  return view;
}

export async function openOnline() {
  const view = await openChat();
  await waitFor(() => expect(latestSocket()).toBeDefined());
  await latestSocket().connect(USER.id);
  expect(screen.getByText('Online')).toBeVisible();
  return view;
}

export function input() {
  return screen.getByRole('textbox', { name: 'Message' });
}

export function messageList() {
  return screen.getByRole('list', { name: 'Messages' });
}
