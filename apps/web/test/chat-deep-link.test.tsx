import { STORAGE_KEYS } from '@starmatch/contracts/constants';
import { NEXT_CURSOR_HEADER } from '@starmatch/contracts/list-page';
import { notificationPath } from '@starmatch/contracts/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkedMatchState } from '@/features/matches/hooks/use-linked-match';
import { requestKeys } from './api-stub';
import { chatApi } from './chat-api';
import { deferred } from './dashboard-api';
import { HEMI, KIRI } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';

const storedMatch = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.currentChatMatch) ?? 'null');

function page(matches: unknown[], nextCursor?: string): Response {
  return jsonResponse(matches, {
    headers: {
      'Content-Type': 'application/json',
      ...(nextCursor ? { [NEXT_CURSOR_HEADER]: nextCursor } : {}),
    },
  });
}

describe('a link to a conversation (/chat?match=<id>)', () => {
  it("opens that match's chat and keeps it as the current chat match", async () => {
    chatApi(undefined, { 'GET /api/matches': page([KIRI, HEMI]) });
    localStorage.setItem(STORAGE_KEYS.currentChatMatch, JSON.stringify(KIRI));
    const { router } = renderApp(notificationPath({ matchId: HEMI.id }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hemi Walker' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/chat');
    expect(router.state.location.search).toBe('');
    expect(storedMatch()).toEqual({ id: HEMI.id, otherUser: HEMI.otherUser });
  });

  it("shows 'Loading chat...' while the matches load", async () => {
    const matches = deferred();
    chatApi(undefined, { 'GET /api/matches': matches.respond });
    renderApp(`/chat?match=${HEMI.id}`);

    expect(await screen.findByText('Loading chat...')).toBeVisible();
    matches.answer(page([HEMI]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hemi Walker' })).toBeVisible();
  });

  it('reads further pages of matches until it finds the one the link names', async () => {
    const fetchMock = chatApi(undefined, {
      'GET /api/matches': page([KIRI], 'page-2'),
      'GET /api/matches?cursor=page-2': page([HEMI]),
    });
    renderApp(`/chat?match=${HEMI.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hemi Walker' })).toBeVisible();
    expect(requestKeys(fetchMock)).toContain('GET /api/matches?cursor=page-2');
  });

  it('goes to /matches when the match is not one of theirs', async () => {
    chatApi(undefined, { 'GET /api/matches': page([KIRI]) });
    const { router } = renderApp('/chat?match=someone-else');

    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    expect(storedMatch()).toEqual({ id: HEMI.id, otherUser: HEMI.otherUser });
  });
});

describe('linkedMatchState', () => {
  const list = { matches: [KIRI, HEMI], hasNextPage: false, failed: false };

  it('finds the match in the pages read so far', () => {
    expect(linkedMatchState(list, HEMI.id)).toEqual({ status: 'found', match: HEMI });
  });

  it('waits for the first page, and for more while there are more', () => {
    expect(linkedMatchState({ ...list, matches: undefined }, HEMI.id)).toEqual({
      status: 'loading',
    });
    expect(linkedMatchState({ ...list, matches: [KIRI], hasNextPage: true }, HEMI.id)).toEqual({
      status: 'loading',
    });
  });

  it('is missing once every page is read without it, or the list failed', () => {
    expect(linkedMatchState({ ...list, matches: [KIRI] }, HEMI.id)).toEqual({ status: 'missing' });
    expect(
      linkedMatchState({ matches: undefined, hasNextPage: false, failed: true }, HEMI.id),
    ).toEqual({ status: 'missing' });
  });
});
