import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, networkFailure, requestKeys, stubApi } from './api-stub';
import { jsonResponse, renderApp } from './render-app';

// /unsubscribe?token=…, a notification email's footer link: off as it opens, with an undo.

const OFF = 'POST /api/notifications/unsubscribe?token=tok-1';
const ON = 'POST /api/notifications/resubscribe?token=tok-1';

describe('the unsubscribe page', () => {
  it('turns the kind off as it opens, says which, and undoes it', async () => {
    const fetchMock = stubApi({
      [OFF]: jsonResponse({ kind: 'messages', channel: 'email', enabled: false }),
      [ON]: jsonResponse({ kind: 'messages', channel: 'email', enabled: true }),
    });
    const { user } = renderApp('/unsubscribe?token=tok-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      "You won't get emails about new messages any more.",
    );
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emails back on' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Emails about new messages are back on.');
    expect(requestKeys(fetchMock).filter((key) => key.startsWith('POST'))).toEqual([OFF, ON]);
  });

  it('says a forged or damaged link is not valid, and a missing token too', async () => {
    stubApi({
      [OFF]: errorResponse(400, 'This unsubscribe link is not valid.', 'INVALID_UNSUBSCRIBE_TOKEN'),
    });
    const { unmount } = renderApp('/unsubscribe?token=tok-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
    unmount();
    renderApp('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
  });

  it('offers to try again when the server cannot be reached', async () => {
    let calls = 0;
    stubApi({
      [OFF]: () => {
        calls += 1;
        return calls === 1
          ? networkFailure()
          : jsonResponse({ kind: 'requests', channel: 'email', enabled: false });
      },
    });
    const { user } = renderApp('/unsubscribe?token=tok-1');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You won't get emails about new match requests any more.",
    );
  });
});
