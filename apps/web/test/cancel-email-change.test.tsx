import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, networkFailure, requestKeys, sentBodies, stubApi } from './api-stub';
import { jsonResponse, renderApp } from './render-app';

const CANCELLED =
  'Your email change was cancelled and every device was signed out. Sign in with ana@example.nz.';
const INVALID = 'This link is invalid or has expired, so it cannot cancel an email change.';

async function openCancel(search = '?token=tok-cancel-1') {
  const view = renderApp(`/cancel-email-change${search}`);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('the cancel link of an email change', () => {
  it('asks first, then cancels, signs this browser out and offers sign-in with the address', async () => {
    localStorage.setItem('sessionToken', 'tok-dead');
    let release: () => void = () => {};
    const fetchMock = stubApi({
      'POST /api/user/email/cancel': async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return jsonResponse({ message: CANCELLED, email: 'ana@example.nz' });
      },
      'GET /api/app-config': jsonResponse({ launchMode: 'open' }),
    });
    const { user, router } = await openCancel();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel email change' })).toBeVisible();
    // Nothing happens on opening the link: a mail scanner that opens it cancels nothing.
    expect(requestKeys(fetchMock)).not.toContain('POST /api/user/email/cancel');

    await user.click(screen.getByRole('button', { name: 'Cancel the change' }));
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST /api/user/email/cancel')).toEqual([
      { token: 'tok-cancel-1' },
    ]);
    release();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email change cancelled' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(CANCELLED);
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@example.nz');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says a used or expired link cannot cancel anything', async () => {
    stubApi({
      'POST /api/user/email/cancel': errorResponse(400, INVALID, 'INVALID_CANCEL_TOKEN'),
    });
    const { user } = await openCancel();
    await user.click(screen.getByRole('button', { name: 'Cancel the change' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Couldn't cancel the change" }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('says so at once for a link without its token', async () => {
    const fetchMock = stubApi({});
    await openCancel('');
    expect(
      screen.getByRole('heading', { level: 1, name: "Couldn't cancel the change" }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets the person try again when the server could not be reached', async () => {
    const fetchMock = stubApi({ 'POST /api/user/email/cancel': () => networkFailure() });
    const { user } = await openCancel();
    await user.click(screen.getByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach Starmatch. Please try again.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Cancel the change' })).toBeEnabled();
    expect(sentBodies(fetchMock, 'POST /api/user/email/cancel')).toHaveLength(1);
  });
});
