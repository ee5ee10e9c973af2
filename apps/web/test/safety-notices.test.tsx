import { MATCH_REMOVED_NOTICE } from '@starmatch/contracts/safety-notices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, requestKeys } from './api-stub';
import { dashboardApi } from './dashboard-api';
import { jsonResponse, renderApp } from './render-app';

// After a ban, each of the banned person's matches sees a notice above every members' screen,
// with the email's words, a link to the safety advice and Dismiss; it never says who.

const NOTICE_ID = '0b3c5c6e-1111-4aaa-8bbb-222233334444';
const NOTICES = {
  notices: [{ id: NOTICE_ID, kind: 'match_removed', createdAt: '2026-11-28T20:30:00.000Z' }],
};
const DISMISS = `POST /api/safety/notices/${NOTICE_ID}/dismiss`;

const card = () => screen.queryByRole('region', { name: MATCH_REMOVED_NOTICE.title });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('safety notices', () => {
  it('shows the notice with advice and a link to /safety, and dismisses it', async () => {
    let notices = NOTICES;
    const fetchMock = dashboardApi({
      'GET /api/safety/notices': () => jsonResponse(notices),
      [DISMISS]: () => {
        notices = { notices: [] };
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/');
    const region = await screen.findByRole('region', { name: MATCH_REMOVED_NOTICE.title });
    expect(
      within(region).getByRole('heading', { level: 2, name: MATCH_REMOVED_NOTICE.title }),
    ).toBeVisible();
    expect(within(region).getByText(MATCH_REMOVED_NOTICE.advice)).toBeVisible();
    expect(within(region).getByText('If you are in danger right now, call 111.')).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Safety advice' })).toHaveAttribute(
      'href',
      '/safety',
    );

    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(card()).toBeNull());
    expect(requestKeys(fetchMock).filter((key) => key === DISMISS)).toEqual([DISMISS]);
  });

  it('shows nothing without a notice', async () => {
    dashboardApi({ 'GET /api/safety/notices': jsonResponse({ notices: [] }) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Discover' });
    expect(card()).toBeNull();
  });

  it('shows nothing, not even an error, when the read fails', async () => {
    const fetchMock = dashboardApi({
      'GET /api/safety/notices': errorResponse(500, 'Something went wrong'),
    });
    renderApp('/');
    await waitFor(() => expect(requestKeys(fetchMock)).toContain('GET /api/safety/notices'));
    expect(card()).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
