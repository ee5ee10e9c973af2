import type { BlockedPerson } from '@starmatch/contracts/blocks';
import type { PastMatch } from '@starmatch/contracts/past-matches';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestKeys, type StubAnswer, sentBodies, stubApi } from './api-stub';
import { USER } from './fixtures';
import { uuid } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';
import { reportThrough } from './safety-helpers';
import { expectToast } from './toasts';

const ROHAN: BlockedPerson = {
  id: uuid(41),
  fullName: 'Rohan Patel',
  profileImageUrl: '/uploads/rohan.webp',
  blockedAt: '2025-06-04T22:00:00.000Z',
};
const LUCY: BlockedPerson = {
  id: uuid(42),
  fullName: 'Lucy Chen',
  profileImageUrl: null,
  blockedAt: '2025-05-01T01:00:00.000Z',
};
const ENDED: PastMatch = {
  matchId: uuid(51),
  otherUser: { id: uuid(52), fullName: 'Wiremu Hohaia', profileImageUrl: null },
  matchedAt: '2025-05-01T00:00:00.000Z',
  endedAt: '2025-06-02T03:00:00.000Z',
};

function page(people: BlockedPerson[], nextCursor: string | null = null) {
  return { people, nextCursor };
}

function signedIn(answers: Record<string, StubAnswer>) {
  localStorage.setItem('sessionToken', 'tok-1');
  return stubApi({ 'GET /api/auth/user': jsonResponse(USER), ...answers });
}

describe('Blocked people', () => {
  it('lists whom I blocked, with photo and date, and unblocks after a confirmation', async () => {
    let blocked = [ROHAN, LUCY];
    const fetchMock = signedIn({
      'GET /api/blocks': () => jsonResponse(page(blocked)),
      [`DELETE /api/blocks/${ROHAN.id}`]: () => {
        blocked = [LUCY];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/settings/blocked-people');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blocked people' })).toBeVisible();
    const rohan = await screen.findByRole('listitem', { name: 'Rohan Patel' });
    expect(within(rohan).getByRole('img', { name: 'Rohan Patel' })).toHaveAttribute(
      'src',
      '/uploads/rohan.webp',
    );
    expect(within(rohan).getByText('Blocked 5/06/2025')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'Lucy Chen' })).getByText('Blocked 1/05/2025'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute(
      'href',
      '/settings',
    );

    await user.click(within(rohan).getByRole('button', { name: 'Unblock' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Unblock Rohan Patel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestKeys(fetchMock)).not.toContain(`DELETE /api/blocks/${ROHAN.id}`);

    await user.click(within(rohan).getByRole('button', { name: 'Unblock' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Unblock Rohan Patel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expectToast('Unblocked', 'Rohan Patel is unblocked.');
    expect(screen.queryByRole('listitem', { name: 'Rohan Patel' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Lucy Chen' })).toBeVisible();
    expect(requestKeys(fetchMock).filter((key) => key.startsWith('DELETE'))).toEqual([
      `DELETE /api/blocks/${ROHAN.id}`,
    ]);
  });

  it('says so when nobody is blocked', async () => {
    signedIn({ 'GET /api/blocks': jsonResponse(page([])) });
    renderApp('/settings/blocked-people');
    expect(await screen.findByText("You haven't blocked anyone.")).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Blocked people' })).toBeNull();
  });

  it('shows the loading state, then a failure with Try again', async () => {
    let fail = true;
    signedIn({
      'GET /api/blocks': () => (fail ? errorResponse(500, 'Boom') : jsonResponse(page([LUCY]))),
    });
    const { user } = renderApp('/settings/blocked-people');
    expect(await screen.findByText('Loading blocked people...')).toBeVisible();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the people you blocked.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Lucy Chen' })).toBeVisible();
  });

  it('loads the next page on Show more, says so when that fails, and unblocks from it', async () => {
    let failMore = true;
    const fetchMock = signedIn({
      'GET /api/blocks': jsonResponse(page([ROHAN], 'next-1')),
      'GET /api/blocks?cursor=next-1': () =>
        failMore ? errorResponse(500, 'Boom') : jsonResponse(page([LUCY])),
      [`DELETE /api/blocks/${LUCY.id}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/settings/blocked-people');
    expect(await screen.findByRole('listitem', { name: 'Rohan Patel' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Lucy Chen' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load more. Please try again.",
    );
    expect(screen.getByRole('listitem', { name: 'Rohan Patel' })).toBeVisible();
    failMore = false;
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const lucy = await screen.findByRole('listitem', { name: 'Lucy Chen' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestKeys(fetchMock).filter((key) => key.startsWith('GET /api/blocks'))).toEqual([
      'GET /api/blocks',
      'GET /api/blocks?cursor=next-1',
      'GET /api/blocks?cursor=next-1',
    ]);

    await user.click(within(lucy).getByRole('button', { name: 'Unblock' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Lucy Chen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await expectToast('Unblocked', 'Lucy Chen is unblocked.');
    expect(screen.queryByRole('listitem', { name: 'Lucy Chen' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Rohan Patel' })).toBeVisible();
  });

  it('keeps the person and says why when unblocking fails', async () => {
    signedIn({
      'GET /api/blocks': jsonResponse(page([ROHAN])),
      [`DELETE /api/blocks/${ROHAN.id}`]: errorResponse(404, 'Not blocked'),
    });
    const { user } = renderApp('/settings/blocked-people');
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Rohan Patel' })).getByRole('button', {
        name: 'Unblock',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Rohan Patel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not blocked');
  });
});

describe('Past matches', () => {
  it('lists matches that ended, each with Report for that match', async () => {
    const fetchMock = signedIn({
      'GET /api/matches/past': jsonResponse([ENDED]),
      'POST /api/reports': jsonResponse({ id: uuid(99) }, { status: 201 }),
    });
    const { user } = renderApp('/settings/past-matches');

    expect(await screen.findByRole('heading', { level: 1, name: 'Past matches' })).toBeVisible();
    const row = await screen.findByRole('listitem', { name: 'Wiremu Hohaia' });
    expect(within(row).getByText('Ended 2/06/2025')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Report' }));
    await reportThrough(user, 'Wiremu Hohaia', 'Harassment or hate');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expectToast('Report sent');
    expect(sentBodies(fetchMock, 'POST /api/reports')).toEqual([
      { userId: ENDED.otherUser.id, category: 'harassment', matchId: ENDED.matchId },
    ]);
  });

  it('says so when no match ended lately', async () => {
    signedIn({ 'GET /api/matches/past': jsonResponse([]) });
    renderApp('/settings/past-matches');
    expect(await screen.findByText('No matches have ended in the last 90 days.')).toBeVisible();
  });

  it('is reached from Settings, as are Blocked people and the safety advice', async () => {
    signedIn({
      'GET /api/settings': jsonResponse({
        preferredAgeRanges: [],
        preferredCities: [],
        hideActivity: false,
      }),
      'GET /api/app-config': jsonResponse({ launchMode: 'open' }),
    });
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Safety' });
    const links = screen;
    expect(links.getByRole('link', { name: /^Blocked people/ })).toHaveAttribute(
      'href',
      '/settings/blocked-people',
    );
    expect(links.getByRole('link', { name: /^Past matches/ })).toHaveAttribute(
      'href',
      '/settings/past-matches',
    );
    expect(links.getByRole('link', { name: /^Safety advice/ })).toHaveAttribute('href', '/safety');
  });
});
