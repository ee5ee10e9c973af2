import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/browser-location';
import { errorResponse, requestKeys, sentBodies } from './api-stub';
import { dashboardApi } from './dashboard-api';
import { matchesApi } from './matches-api';
import { HEMI, KIRI, LONG_BIO, LONG_MESSAGE, MERE_MATCH, REQUESTS } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

vi.mock('@/lib/browser-location', () => ({ reloadTo: vi.fn(), reloadPage: vi.fn() }));

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

async function openMatches() {
  const view = renderApp('/matches');
  await screen.findByRole('heading', { level: 2, name: 'Pending Requests (2)' });
  return view;
}

function card(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('the matches screen', () => {
  it('lists pending requests and matches with their previews', async () => {
    matchesApi();
    await openMatches();

    expect(screen.getByRole('heading', { level: 1, name: 'Your Matches' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 2, name: 'Your Matches (2)' })).toBeVisible();
    expect(screen.getByText('2 matches · 2 pending requests')).toBeVisible();

    const mere = card('Mere Parata');
    expect(within(mere).getByText(`${LONG_BIO.slice(0, 80)}`, { exact: false })).toBeVisible();
    expect(within(mere).queryByText(LONG_BIO)).toBeNull();
    expect(within(mere).getByText('Sent 5/06/2025')).toBeVisible();
    expect(within(mere).getByRole('img', { name: 'Mere Parata' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,/),
    );
    const sam = card('Sam Lee');
    expect(within(sam).getByText('No bio available')).toBeVisible();
    expect(within(sam).getByRole('img', { name: 'Sam Lee' })).toHaveAttribute(
      'src',
      '/uploads/sam.webp',
    );
    expect(within(sam).getByText('Sent 1/06/2025')).toBeVisible();

    const hemi = card('Hemi Walker');
    expect(within(hemi).getByText('9+')).toBeVisible();
    expect(within(hemi).getByText(`${LONG_MESSAGE.slice(0, 50)}...`)).toBeVisible();
    expect(within(hemi).getByRole('img', { name: "Hemi Walker's initials" })).toHaveTextContent(
      'HE',
    );
    const kiri = card('Kiri Brown');
    expect(within(kiri).getByText('Start your conversation...')).toBeVisible();
    expect(within(kiri).queryByText('0')).toBeNull();
  });

  it("toggles a long bio with '...more' and 'Show less'", async () => {
    matchesApi();
    const { user } = await openMatches();
    const mere = card('Mere Parata');
    const paragraph = () => within(mere).getByText(LONG_BIO.slice(0, 20), { exact: false });

    expect(paragraph()).toHaveTextContent(`${LONG_BIO.slice(0, 80)}...more`);
    await user.click(within(mere).getByRole('button', { name: '...more' }));
    expect(paragraph()).toHaveTextContent(`${LONG_BIO}Show less`);
    await user.click(within(mere).getByRole('button', { name: 'Show less' }));
    expect(paragraph()).toHaveTextContent(`${LONG_BIO.slice(0, 80)}...more`);
  });

  it('shows the last message time relative to now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-10T12:00:00.000Z'));
    const at = (createdAt: string, n: number) => ({
      ...HEMI,
      id: `${HEMI.id.slice(0, -1)}${n}`,
      otherUser: { ...HEMI.otherUser, fullName: `Person ${n}` },
      lastMessage: { content: `Hello ${n}`, createdAt },
    });
    matchesApi({
      'GET /api/matches': jsonResponse([
        at('2025-06-10T11:59:30.000Z', 1),
        at('2025-06-10T11:55:00.000Z', 2),
        at('2025-06-10T09:00:00.000Z', 3),
        at('2025-06-08T11:00:00.000Z', 4),
      ]),
    });
    await openMatches();

    expect(within(card('Person 1')).getByText('Just now')).toBeVisible();
    expect(within(card('Person 2')).getByText('5m ago')).toBeVisible();
    expect(within(card('Person 3')).getByText('3h ago')).toBeVisible();
    expect(within(card('Person 4')).getByText('2d ago')).toBeVisible();
  });

  it('says what an empty section means when only the other one has people in it', async () => {
    matchesApi({ 'GET /api/matches': jsonResponse([]) });
    await openMatches();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Matches (0)' })).toBeVisible();
    expect(screen.getByText('Accept a request and you can start chatting here.')).toBeVisible();
    expect(screen.queryByText('No one is waiting on an answer right now.')).toBeNull();
  });

  it('says no one is waiting when there are matches but no requests', async () => {
    matchesApi({ 'GET /api/matches/requests': jsonResponse([]) });
    renderApp('/matches');
    await screen.findByRole('heading', { level: 2, name: 'Pending Requests (0)' });
    expect(screen.getByText('No one is waiting on an answer right now.')).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'Hemi Walker' })).toBeVisible();
  });

  it.each([
    ['Accept', true],
    ['Decline', false],
  ])('%s answers the request and removes its card', async (button, accept) => {
    const fetchMock = matchesApi({
      'POST /api/matches/respond': jsonResponse({ success: true }),
    });
    const { user } = await openMatches();

    await user.click(within(card('Mere Parata')).getByRole('button', { name: button }));
    if (accept) {
      const moment = await screen.findByRole('alertdialog', { name: "It's a match!" });
      await user.click(within(moment).getByRole('button', { name: 'Keep browsing' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    } else {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    }

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pending Requests (1)' }),
    ).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Mere Parata' })).toBeNull();
    expect(card('Sam Lee')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/matches/respond')).toEqual([
      { requestId: REQUESTS[0]?.id, accept },
    ]);
  });

  it("marks an accept with 'It's a match!' and opens the new match's chat from it", async () => {
    let accepted = false;
    matchesApi({
      'POST /api/matches/respond': () => {
        accepted = true;
        return jsonResponse({ success: true });
      },
      'GET /api/matches': () => jsonResponse(accepted ? [MERE_MATCH, HEMI, KIRI] : [HEMI, KIRI]),
    });
    const { user, router } = await openMatches();

    await user.click(within(card('Mere Parata')).getByRole('button', { name: 'Accept' }));

    const moment = await screen.findByRole('alertdialog', { name: "It's a match!" });
    await waitFor(() => expect(moment).toContainElement(document.activeElement as HTMLElement));
    expect(
      within(moment).getByText(
        "You and Mere Parata like each other. Say kia ora while it's fresh.",
      ),
    ).toBeVisible();
    const message = within(moment).getByRole('button', { name: 'Message Mere Parata' });
    await waitFor(() => expect(message).toBeEnabled());
    await user.click(message);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(JSON.parse(localStorage.getItem('currentChatMatch') ?? 'null')).toEqual({
      id: MERE_MATCH.id,
      otherUser: MERE_MATCH.otherUser,
    });
  });

  it('keeps the card and says so when answering fails', async () => {
    matchesApi({ 'POST /api/matches/respond': errorResponse(500, 'Boom') });
    const { user } = await openMatches();

    await user.click(within(card('Sam Lee')).getByRole('button', { name: 'Accept' }));

    await expectToast('Error', 'Failed to respond to request. Please try again.');
    expect(card('Sam Lee')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Pending Requests (2)' })).toBeVisible();
  });

  it('unmatches after confirming in the dialog', async () => {
    const fetchMock = matchesApi({
      [`DELETE /api/matches/${HEMI.id}/unmatch`]: jsonResponse({ success: true }),
    });
    const { user } = await openMatches();

    await user.click(screen.getByRole('button', { name: 'More options for Hemi Walker' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unmatch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unmatch with Hemi Walker?' });
    expect(within(dialog).getByText('This action cannot be undone...')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestKeys(fetchMock)).not.toContain(`DELETE /api/matches/${HEMI.id}/unmatch`);

    await user.click(screen.getByRole('button', { name: 'More options for Hemi Walker' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unmatch' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Unmatch' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('listitem', { name: 'Hemi Walker' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Matches (1)' })).toBeVisible();
    expect(requestKeys(fetchMock).filter((key) => key.startsWith('DELETE'))).toEqual([
      `DELETE /api/matches/${HEMI.id}/unmatch`,
    ]);
  });

  it('keeps the match and says so when unmatching fails', async () => {
    matchesApi({ [`DELETE /api/matches/${KIRI.id}/unmatch`]: errorResponse(500, 'Boom') });
    const { user } = await openMatches();

    await user.click(screen.getByRole('button', { name: 'More options for Kiri Brown' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unmatch' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Unmatch' }));

    await expectToast('Error', 'Failed to unmatch. Please try again.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(card('Kiri Brown')).toBeVisible();
  });

  it('opens the chat with a tapped match, stored for /chat', async () => {
    matchesApi();
    const { user, router } = await openMatches();

    await user.click(within(card('Kiri Brown')).getByRole('button', { name: /^Kiri Brown/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(JSON.parse(localStorage.getItem('currentChatMatch') ?? 'null')).toEqual({
      id: KIRI.id,
      otherUser: KIRI.otherUser,
    });
  });

  it("shows 'No matches yet' and Start Exploring opens the explore tab", async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    dashboardApi({
      'GET /api/matches/requests': jsonResponse([]),
      'GET /api/matches': jsonResponse([]),
    });
    const { user, router } = renderApp('/matches');

    expect(await screen.findByRole('heading', { name: 'No matches yet' })).toBeVisible();
    expect(screen.queryByText(/Pending Requests/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start Exploring' }));

    expect(setItem).toHaveBeenCalledWith('activeTab', 'explore');
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers Retry, which reloads the page, when loading fails', async () => {
    matchesApi({ 'GET /api/matches': errorResponse(500, 'Boom') });
    const { user } = renderApp('/matches');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load matches. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('polls the requests every 5 s and the matches every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const fetchMock = matchesApi();
    renderApp('/matches');
    const count = (key: string) => requestKeys(fetchMock).filter((k) => k === key).length;
    await vi.waitFor(() => expect(screen.getByText('Pending Requests (2)')).toBeVisible());
    const requestsBefore = count('GET /api/matches/requests');
    const matchesBefore = count('GET /api/matches');

    // Any 30 s window holds exactly six 5 s ticks and one 30 s tick.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(count('GET /api/matches/requests') - requestsBefore).toBe(6);
    expect(count('GET /api/matches') - matchesBefore).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(count('GET /api/matches/requests') - requestsBefore).toBe(12);
    expect(count('GET /api/matches') - matchesBefore).toBe(2);
  });
});
