import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, networkFailure, requestKeys, sentBodies } from './api-stub';
import { dashboardApi } from './dashboard-api';
import { advance, fakeTimeouts, settleUntil } from './fake-time';
import { CANDIDATES, candidate } from './fixtures';
import { jsonResponse, renderApp } from './render-app';
import { expectToast, expectToastNow } from './toasts';

const [RAWIRI, TOM, SIONE] = CANDIDATES as [
  (typeof CANDIDATES)[0],
  (typeof CANDIDATES)[0],
  (typeof CANDIDATES)[0],
];
const LIKED = {
  success: true,
  message: 'Match request sent',
  matched: false,
  outcome: 'request_sent',
};
const PASSED = { success: true, message: 'Skipped', matched: false, outcome: 'passed' };

function card() {
  return screen.getByRole('article');
}

async function openExplore(overrides: Parameters<typeof dashboardApi>[0] = {}) {
  const fetchMock = dashboardApi(overrides);
  const view = renderApp('/');
  await screen.findByRole('heading', { name: 'Discover' });
  return { ...view, fetchMock };
}

describe('explore tab', () => {
  it('shows the title, the count and the first candidate in full', async () => {
    await openExplore();
    expect(screen.getByText('Find your perfect match nearby')).toBeVisible();
    expect(await screen.findByText('3 matches')).toBeVisible();

    expect(within(card()).getByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
    expect(within(card()).getByText('Sagittarius')).toHaveTextContent('♐Sagittarius');
    expect(within(card()).getByText('North Shore, Auckland')).toBeVisible();
    expect(within(card()).getByText('Rawiri loves tramping and flat whites.')).toBeVisible();
    expect(within(card()).getByRole('img', { name: 'Rawiri (1 of 3)' })).toHaveAttribute(
      'src',
      RAWIRI.photos[0],
    );
    expect(within(card()).getByText('1 / 3')).toBeVisible();
    const badge = within(card()).getByText('Excellent match!').closest('p');
    expect(badge).toHaveTextContent('96%Excellent match!');
    expect(screen.getByRole('button', { name: 'Like Rawiri' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next person' })).toBeEnabled();
    // Apart from the carousel's own arrow, which used to share the name 'Next'.
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeEnabled();
  });

  it.each([
    [96, 'Excellent match!', 'bg-emerald-400', 'green'],
    [82, 'Great compatibility', 'bg-sky-400', 'blue'],
    [61, 'Good potential', 'bg-yellow-300', 'yellow'],
    [30, 'Some challenges', 'bg-orange-400', 'orange'],
    [10, 'Different energies', 'bg-orange-400', 'orange'],
  ])('labels a score of %i %s on %s', async (score, label, colourClass, colour) => {
    await openExplore({
      'GET /api/matches/potential': jsonResponse([
        candidate({ n: 4, firstName: 'Mere', lastName: 'Parata', score }),
      ]),
    });
    const badge = (await screen.findByText(label)).closest('p');
    expect(badge).toHaveClass(colourClass);
    expect(badge).toHaveAttribute('data-colour', colour);
    expect(badge).toHaveTextContent(`${score}%${label}`);
    expect(screen.getByText('1 match')).toBeVisible();
  });

  it('steps through the photos in both directions, wrapping around', async () => {
    const { user } = await openExplore();
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(within(card()).getByText('2 / 3')).toBeVisible();
    expect(within(card()).getByRole('img')).toHaveAttribute('src', RAWIRI.photos[1]);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(within(card()).getByText('1 / 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(within(card()).getByText('3 / 3')).toBeVisible();
    expect(within(card()).getByRole('img')).toHaveAttribute('src', RAWIRI.photos[2]);
  });

  it('shows the placeholder for a missing photo and for one that fails to load', async () => {
    const { user } = await openExplore({
      'GET /api/matches/potential': jsonResponse([
        candidate({ n: 5, firstName: 'Hana', lastName: 'Kereama', score: 70, photos: [] }),
        TOM,
      ]),
      'POST /api/matches/like': jsonResponse(PASSED),
    });
    const missing = await screen.findByRole('img', { name: 'Hana has not added a photo' });
    expect(missing.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.queryByText(/ \/ /)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next person' }));
    const broken = await screen.findByRole('img', { name: 'Tom (1 of 3)' });
    fireEvent.error(broken);
    expect(broken.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it("likes: sends the request, shows 'Match Request Sent!' for 3 s and moves on", async () => {
    const { user, fetchMock } = await openExplore({
      'POST /api/matches/like': jsonResponse(LIKED),
    });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    // The toast's 3 s are stepped through on a fake clock from the click that starts them.
    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: /^Like / }));

    await settleUntil(() =>
      expectToastNow('Match Request Sent!', "We'll let you know if Rawiri likes you back."),
    );
    expect(sentBodies(fetchMock, 'POST /api/matches/like')).toEqual([
      { targetUserId: RAWIRI.userId, isLike: true },
    ]);
    expect(within(card()).getByRole('heading', { name: 'Tom, 28' })).toBeVisible();
    expect(within(card()).getByText('1 / 3')).toBeVisible();
    expect(screen.getByText('2 matches')).toBeVisible();

    await advance(2500);
    expect(screen.getByText('Match Request Sent!')).toBeVisible();
    await advance(1000);
    await settleUntil(() => expect(screen.queryByText('Match Request Sent!')).toBeNull());
  });

  it('never shows a liked candidate again and is caught up after the last one', async () => {
    const { user } = await openExplore({ 'POST /api/matches/like': jsonResponse(LIKED) });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    await screen.findByRole('heading', { name: 'Tom, 28' });
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    await screen.findByRole('heading', { name: 'Sione, 29' });
    await user.click(screen.getByRole('button', { name: /^Like / }));
    // Sione was last, so the list wraps to the first.
    expect(await screen.findByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
    expect(screen.getByText('2 matches')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Like / }));
    expect(await screen.findByRole('heading', { name: 'Tom, 28' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Like / }));

    expect(await screen.findByRole('heading', { name: "You're all caught up!" })).toBeVisible();
    expect(screen.getByText('0 matches')).toBeVisible();
  });

  it('passes on Next, moves on when the server agrees, and wraps at the end', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, fetchMock } = await openExplore({
      'POST /api/matches/like': jsonResponse(PASSED),
    });
    await screen.findByRole('article');
    for (const name of ['Tom, 28', 'Sione, 29', 'Rawiri, 27']) {
      await user.click(screen.getByRole('button', { name: 'Next person' }));
      expect(await screen.findByRole('heading', { name })).toBeVisible();
    }
    expect(sentBodies(fetchMock, 'POST /api/matches/like')).toEqual(
      [RAWIRI, TOM, SIONE].map((c) => ({ targetUserId: c.userId, isLike: false })),
    );
    expect(screen.getByText('3 matches')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toHaveTextContent(/./);
  });

  it('likes someone passed earlier once the deck wraps, and then never shows them again', async () => {
    const { user, fetchMock } = await openExplore({
      'POST /api/matches/like': (body) =>
        jsonResponse((body as { isLike: boolean }).isLike ? LIKED : PASSED),
    });
    await screen.findByRole('article');
    for (const name of ['Tom, 28', 'Sione, 29', 'Rawiri, 27']) {
      await user.click(screen.getByRole('button', { name: 'Next person' }));
      expect(await screen.findByRole('heading', { name })).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: /^Like / }));
    await expectToast('Match Request Sent!', "We'll let you know if Rawiri likes you back.");
    expect(sentBodies(fetchMock, 'POST /api/matches/like').at(-1)).toEqual({
      targetUserId: RAWIRI.userId,
      isLike: true,
    });
    expect(await screen.findByRole('heading', { name: 'Tom, 28' })).toBeVisible();
    expect(screen.getByText('2 matches')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    await screen.findByRole('heading', { name: 'Sione, 29' });
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    expect(await screen.findByRole('heading', { name: 'Tom, 28' })).toBeVisible();
  });

  it("shows the server's words, not 'Match Request Sent!', when a like sent no request", async () => {
    const { user } = await openExplore({ 'POST /api/matches/like': jsonResponse(PASSED) });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: /^Like / }));
    expect(await screen.findByText('Skipped')).toBeVisible();
    expect(screen.queryByText('Match Request Sent!')).toBeNull();
    expect(within(card()).getByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
    expect(screen.getByText('3 matches')).toBeVisible();
  });

  it("shows 'Finding your matches...', not 'caught up', while an empty list loads again", async () => {
    let answers = 0;
    const { user } = await openExplore({
      'GET /api/matches/potential': () => {
        answers += 1;
        return answers === 1 ? jsonResponse([]) : new Promise<Response>(() => {});
      },
    });
    await screen.findByRole('heading', { name: "You're all caught up!" });
    await user.click(screen.getByRole('button', { name: 'Refresh Matches' }));
    expect(await screen.findByText('Finding your matches...')).toBeVisible();
    expect(screen.queryByRole('heading', { name: "You're all caught up!" })).toBeNull();
  });

  it('stays on the candidate and only logs when a pass fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openExplore({
      'POST /api/matches/like': errorResponse(500, 'Something went wrong on our side.'),
    });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[explore] Pass failed', expect.anything()),
    );
    expect(within(card()).getByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).not.toHaveTextContent(/./);
  });

  it("shows 'Request Failed' with the server's message, or the fallback", async () => {
    const { user } = await openExplore({
      'POST /api/matches/like': errorResponse(
        429,
        'Too many attempts. Please try again in 5 minutes.',
      ),
    });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: /^Like / }));
    await expectToast('Request Failed', 'Too many attempts. Please try again in 5 minutes.');
    expect(within(card()).getByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();

    dashboardApi({ 'POST /api/matches/like': new Response('bad gateway', { status: 502 }) });
    await user.click(screen.getByRole('button', { name: /^Like / }));
    await expectToast('Request Failed', 'Something went wrong. Please try again.');
  });

  it('says in words when the likes of the day are used up, and keeps the candidate', async () => {
    const { user } = await openExplore({
      'POST /api/matches/like': errorResponse(429, API_MESSAGES.likesLimited, 'RATE_LIMITED'),
    });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: /^Like / }));
    await expectToast('Request Failed', API_MESSAGES.likesLimited);
    expect(within(card()).getByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
  });

  it("shows 'Error' when the like never reaches the server", async () => {
    const { user } = await openExplore({ 'POST /api/matches/like': () => networkFailure() });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: /^Like / }));
    await expectToast('Error', 'Failed to send match request. Please try again.');
  });

  it("shows 'Finding your matches...' while the candidates load", async () => {
    dashboardApi({ 'GET /api/matches/potential': () => new Promise<Response>(() => {}) });
    renderApp('/');
    expect(await screen.findByText('Finding your matches...')).toBeVisible();
  });

  it("is caught up on an empty list, or a non-array, and 'Refresh Matches' loads again", async () => {
    let answers = 0;
    const { user, fetchMock } = await openExplore({
      'GET /api/matches/potential': () => {
        answers += 1;
        if (answers === 1) return jsonResponse([]);
        if (answers === 2) return jsonResponse({ candidates: 'soon' });
        return jsonResponse([TOM]);
      },
    });
    expect(await screen.findByRole('heading', { name: "You're all caught up!" })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refresh Matches' }));
    await waitFor(() => expect(answers).toBe(2));
    expect(await screen.findByRole('heading', { name: "You're all caught up!" })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refresh Matches' }));
    expect(await screen.findByRole('heading', { name: 'Tom, 28' })).toBeVisible();
    expect(requestKeys(fetchMock).filter((k) => k === 'GET /api/matches/potential')).toHaveLength(
      3,
    );
  });

  it('starts again at the first candidate when the list reloads', async () => {
    const { user } = await openExplore({ 'POST /api/matches/like': jsonResponse(PASSED) });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    await screen.findByRole('heading', { name: 'Tom, 28' });
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('button', { name: 'Explore' }));
    expect(await screen.findByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
  });

  it("shows 'Error loading matches' after one retry, and 'Try Again' loads again", async () => {
    let answers = 0;
    const { user, fetchMock } = await openExplore({
      'GET /api/matches/potential': () => {
        answers += 1;
        if (answers <= 2) return errorResponse(503, 'The deck is being rebuilt.');
        if (answers <= 4) return new Response(null, { status: 500 });
        return jsonResponse([SIONE]);
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByRole('heading', { name: 'Error loading matches' })).toBeVisible();
    expect(within(alert).getByText('The deck is being rebuilt.')).toBeVisible();
    expect(answers).toBe(2);

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('Unable to fetch potential matches', {}, { timeout: 3000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: 'Sione, 29' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(requestKeys(fetchMock).filter((k) => k === 'GET /api/matches/potential')).toHaveLength(
      5,
    );
  });

  it('loads candidates only while the explore tab is showing', async () => {
    localStorage.setItem('activeTab', 'profile');
    const fetchMock = dashboardApi();
    const { user, queryClient } = renderApp('/');
    await screen.findByRole('heading', { name: 'About Me' });
    // Every query the profile tab started has answered, so a stray feed read would show by now.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requestKeys(fetchMock)).not.toContain('GET /api/matches/potential');

    await user.click(screen.getByRole('button', { name: 'Explore' }));
    expect(await screen.findByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
    expect(requestKeys(fetchMock)).toContain('GET /api/matches/potential');
  });
});
