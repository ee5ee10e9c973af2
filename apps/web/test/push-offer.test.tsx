import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies } from './api-stub';
import { matchesApi } from './matches-api';
import { HEMI } from './matches-fixtures';
import { SUBSCRIPTION_JSON, stubPushBrowser } from './push-browser';
import { jsonResponse, renderApp } from './render-app';

const OFFER = { name: 'Know when they write back' } as const;

async function openMatches() {
  const view = renderApp('/matches');
  await screen.findByRole('heading', { level: 2, name: /^Your Matches/ });
  return view;
}

describe('the offer of notifications after the first match', () => {
  it('shows with exactly one match and asks for permission only on the click', async () => {
    const browser = stubPushBrowser('granted');
    const fetchMock = matchesApi({
      'GET /api/matches': jsonResponse([HEMI]),
      'GET /api/notifications/push-key': jsonResponse({ publicKey: 'BKey' }),
      'POST /api/notifications/push-subscription': new Response(null, { status: 204 }),
    });
    const { user } = await openMatches();
    expect(await screen.findByRole('heading', OFFER)).toBeVisible();
    expect(
      screen.getByText('Turn on notifications to hear about new messages while you’re away.'),
    ).toBeVisible();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await screen.findByRole('heading', { level: 2, name: /^Pending Requests/ });
    await expect.poll(() => screen.queryByRole('heading', OFFER)).toBeNull();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(sentBodies(fetchMock, 'POST /api/notifications/push-subscription')).toEqual([
      SUBSCRIPTION_JSON,
    ]);
  });

  it("is never shown again after 'Not now'", async () => {
    stubPushBrowser('granted');
    matchesApi({ 'GET /api/matches': jsonResponse([HEMI]) });
    const { user, unmount } = await openMatches();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', OFFER)).toBeNull();
    unmount();
    await openMatches();
    expect(screen.queryByRole('heading', OFFER)).toBeNull();
    expect(localStorage.getItem('pushOfferAnswered')).toBe('not-now');
  });

  it('is not shown with more than one match', async () => {
    stubPushBrowser('granted');
    matchesApi();
    await openMatches();
    expect(screen.queryByRole('heading', OFFER)).toBeNull();
  });
});
