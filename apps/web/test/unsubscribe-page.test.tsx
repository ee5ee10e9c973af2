import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, networkFailure, requestKeys, stubApi } from './api-stub';
import { jsonResponse, renderApp } from './render-app';

const UNSUBSCRIBE = 'POST /api/notifications/unsubscribe?token=tok-1';
const RESUBSCRIBE = 'POST /api/notifications/resubscribe?token=tok-1';

describe('the unsubscribe page', () => {
  it('turns that email off on load, says what, and undoes it', async () => {
    const fetchMock = stubApi({
      [UNSUBSCRIBE]: jsonResponse({ kind: 'messages', channel: 'email', enabled: false }),
      [RESUBSCRIBE]: jsonResponse({ kind: 'messages', channel: 'email', enabled: true }),
      'GET /api/app-config': jsonResponse({ launchMode: 'open' }),
    });
    const { user } = renderApp('/unsubscribe?token=tok-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" }),
    ).toBeVisible();
    expect(screen.getByText("You won't get emails about new messages any more.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change all notification settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Emails about new messages are back on.')).toBeVisible();
    expect(requestKeys(fetchMock).filter((key) => key.startsWith('POST'))).toEqual([
      UNSUBSCRIBE,
      RESUBSCRIBE,
    ]);
  });

  it('names match requests and matches in their words', async () => {
    stubApi({
      [UNSUBSCRIBE]: jsonResponse({ kind: 'requests', channel: 'email', enabled: false }),
      'GET /api/app-config': jsonResponse({ launchMode: 'open' }),
    });
    renderApp('/unsubscribe?token=tok-1');
    expect(
      await screen.findByText("You won't get emails about new match requests any more."),
    ).toBeVisible();
  });

  it('says a forged or broken link is not valid', async () => {
    stubApi({
      [UNSUBSCRIBE]: errorResponse(
        400,
        'This unsubscribe link is not valid.',
        'INVALID_UNSUBSCRIBE_TOKEN',
      ),
      'GET /api/app-config': jsonResponse({ launchMode: 'open' }),
    });
    renderApp('/unsubscribe?token=tok-1');
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the server cannot be reached', async () => {
    let reachable = false;
    stubApi({
      [UNSUBSCRIBE]: () =>
        reachable
          ? jsonResponse({ kind: 'matches', channel: 'email', enabled: false })
          : networkFailure(),
      'GET /api/app-config': jsonResponse({ launchMode: 'open' }),
    });
    const { user } = renderApp('/unsubscribe?token=tok-1');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText("We couldn't reach Starmatch. Please try again.")).toBeVisible();
    reachable = true;
    await user.click(retry);
    expect(
      await screen.findByText("You won't get emails about new matches any more."),
    ).toBeVisible();
  });
});
