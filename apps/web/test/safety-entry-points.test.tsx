import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestKeys, sentBodies } from './api-stub';
import { chatApi, openChat } from './chat-api';
import { dashboardApi } from './dashboard-api';
import { CANDIDATES } from './fixtures';
import { matchesApi } from './matches-api';
import { HEMI, KIRI, REQUESTS } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';
import { pickFromMenu, reportThrough } from './safety-helpers';
import { expectToast } from './toasts';

const REPORTED = () =>
  jsonResponse({ id: '5a1e0000-0000-4000-8000-000000000999' }, { status: 201 });
const BLOCKED = () =>
  jsonResponse({ message: 'Blocked. They can no longer see you or contact you.' }, { status: 201 });
const [RAWIRI] = CANDIDATES as [(typeof CANDIDATES)[0]];
const [MERE] = REQUESTS as [(typeof REQUESTS)[0]];

/** The matches screen over a server that forgets whoever was blocked or reported. */
function matchesServer() {
  const gone = new Set<string>();
  const forget = (body: unknown) => gone.add((body as { userId: string }).userId);
  return matchesApi({
    'GET /api/matches': () =>
      jsonResponse([HEMI, KIRI].filter((match) => !gone.has(match.otherUser.id))),
    'GET /api/matches/requests': () =>
      jsonResponse(REQUESTS.filter((request) => !gone.has(request.requestUser.id))),
    'POST /api/reports': (body) => {
      forget(body);
      return REPORTED();
    },
    'POST /api/blocks': (body) => {
      forget(body);
      return BLOCKED();
    },
  });
}

async function openMatches() {
  const view = renderApp('/matches');
  await screen.findByRole('listitem', { name: 'Hemi Walker' });
  return view;
}

describe('reporting and blocking from every place people meet', () => {
  it('the explore card: Report sends the person without a match, and the next card shows', async () => {
    const fetchMock = dashboardApi({ 'POST /api/reports': REPORTED });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Rawiri, 27' });

    await pickFromMenu(user, 'Rawiri', 'Report');
    await reportThrough(user, 'Rawiri', 'Fake profile or scam');

    await expectToast('Report sent');
    expect(sentBodies(fetchMock, 'POST /api/reports')).toEqual([
      { userId: RAWIRI.userId, category: 'fake_or_scam' },
    ]);
    expect(await screen.findByRole('heading', { name: /^Tom, / })).toBeVisible();
    expect(screen.getByText('2 matches')).toBeVisible();
  });

  it('the explore card: Block asks first, then blocks', async () => {
    const fetchMock = dashboardApi({ 'POST /api/blocks': BLOCKED });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Rawiri, 27' });

    await pickFromMenu(user, 'Rawiri', 'Block');
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Rawiri?' });
    expect(
      within(dialog).getByText("They won't be able to see you or contact you. They won't be told."),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expectToast('Blocked', 'Blocked. They can no longer see you or contact you.');
    expect(sentBodies(fetchMock, 'POST /api/blocks')).toEqual([{ userId: RAWIRI.userId }]);
    expect(screen.queryByRole('heading', { name: 'Rawiri, 27' })).toBeNull();
  });

  it('the request card: Block removes the request', async () => {
    const fetchMock = matchesServer();
    const { user } = await openMatches();

    await pickFromMenu(user, 'Mere Parata', 'Block');
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Mere Parata?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('listitem', { name: 'Mere Parata' })).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/blocks')).toEqual([{ userId: MERE.requestUser.id }]);
  });

  it('the request card: Report sends no match', async () => {
    const fetchMock = matchesServer();
    const { user } = await openMatches();

    await pickFromMenu(user, 'Sam Lee', 'Report');
    await reportThrough(user, 'Sam Lee', 'Spam or selling');

    await expectToast('Report sent');
    expect(sentBodies(fetchMock, 'POST /api/reports')).toEqual([
      { userId: REQUESTS[1]?.requestUser.id, category: 'spam' },
    ]);
    expect(screen.queryByRole('listitem', { name: 'Sam Lee' })).toBeNull();
  });

  it('the match row: Report sends the match, and Block removes the row', async () => {
    const fetchMock = matchesServer();
    const { user } = await openMatches();

    await pickFromMenu(user, 'Hemi Walker', 'Report');
    await reportThrough(user, 'Hemi Walker', 'Harassment or hate');
    await expectToast('Report sent');
    expect(sentBodies(fetchMock, 'POST /api/reports')).toEqual([
      { userId: HEMI.otherUser.id, category: 'harassment', matchId: HEMI.id },
    ]);
    expect(screen.queryByRole('listitem', { name: 'Hemi Walker' })).toBeNull();

    await pickFromMenu(user, 'Kiri Brown', 'Block');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Block Kiri Brown?' })).getByRole(
        'button',
        { name: 'Block' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Kiri Brown' })).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/blocks')).toEqual([{ userId: KIRI.otherUser.id }]);
  });

  it("the unmatch dialog: 'Unmatch and report' opens the report sheet for that match", async () => {
    const fetchMock = matchesServer();
    const { user } = await openMatches();

    await pickFromMenu(user, 'Hemi Walker', 'Unmatch');
    const unmatch = await screen.findByRole('alertdialog', { name: 'Unmatch with Hemi Walker?' });
    await user.click(within(unmatch).getByRole('button', { name: 'Unmatch and report' }));
    await reportThrough(user, 'Hemi Walker', 'Safety concern offline');

    await expectToast('Report sent');
    expect(sentBodies(fetchMock, 'POST /api/reports')).toEqual([
      { userId: HEMI.otherUser.id, category: 'offline_safety', matchId: HEMI.id },
    ]);
    expect(requestKeys(fetchMock)).not.toContain(`DELETE /api/matches/${HEMI.id}/unmatch`);
  });

  it('says why a block failed and keeps the dialog open', async () => {
    matchesApi({ 'POST /api/blocks': errorResponse(404, 'User not found') });
    const { user } = await openMatches();

    await pickFromMenu(user, 'Kiri Brown', 'Block');
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Kiri Brown?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User not found');
    expect(within(dialog).getByRole('button', { name: 'Block' })).toBeEnabled();
  });

  it('the chat header: Report sends the match and leaves the chat', async () => {
    const fetchMock = chatApi(() => [], {
      'POST /api/reports': REPORTED,
      'GET /api/matches/requests': jsonResponse([]),
      'GET /api/matches': jsonResponse([KIRI]),
      'GET /api/matches/requests/count': jsonResponse({ count: 0 }),
      'GET /api/messages/unread-count': jsonResponse({ count: 0 }),
    });
    const { user, router } = await openChat();

    await user.click(screen.getByRole('button', { name: 'More options for Hemi Walker' }));
    expect(screen.getByRole('menuitem', { name: 'Safety advice' })).toHaveAttribute(
      'href',
      '/safety',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    await reportThrough(user, 'Hemi Walker', 'Harassment or hate', 'Threats');

    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    await expectToast('Report sent');
    expect(sentBodies(fetchMock, 'POST /api/reports')).toEqual([
      { userId: HEMI.otherUser.id, category: 'harassment', details: 'Threats', matchId: HEMI.id },
    ]);
  });

  it('the chat header: Block leaves the chat', async () => {
    const fetchMock = chatApi(() => [], {
      'POST /api/blocks': BLOCKED,
      'GET /api/matches/requests': jsonResponse([]),
      'GET /api/matches': jsonResponse([KIRI]),
      'GET /api/matches/requests/count': jsonResponse({ count: 0 }),
      'GET /api/messages/unread-count': jsonResponse({ count: 0 }),
    });
    const { user, router } = await openChat();

    await pickFromMenu(user, 'Hemi Walker', 'Block');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Block Hemi Walker?' })).getByRole(
        'button',
        { name: 'Block' },
      ),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    await expectToast('Blocked', 'Blocked. They can no longer see you or contact you.');
    expect(sentBodies(fetchMock, 'POST /api/blocks')).toEqual([{ userId: HEMI.otherUser.id }]);
  });
});
