import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, networkFailure, requestKeys } from './api-stub';
import { dashboardApi } from './dashboard-api';
import { card, openExplore, PASSED, SIONE, TOM } from './explore-helpers';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

describe('explore tab', () => {
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
    // Every query the profile tab started has answered, so a stray read of the deck would show by now.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requestKeys(fetchMock)).not.toContain('GET /api/matches/potential');

    await user.click(screen.getByRole('button', { name: 'Explore' }));
    expect(await screen.findByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
    expect(requestKeys(fetchMock)).toContain('GET /api/matches/potential');
  });
});
