import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, networkFailure, sentBodies, stubApi } from './api-stub';
import { advance, destinationOf, fakeTimeouts, settle, settleUntil } from './fake-time';
import { jsonResponse, renderApp } from './render-app';
import { expectToast, expectToastNow } from './toasts';

const RESET = 'Your password has been reset. Please sign in with your new password.';

async function openReset(search = '?token=tok-reset-1') {
  const view = renderApp(`/reset-password${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  return view;
}

async function fillIn(
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirm: string,
) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

describe('reset password', () => {
  it('needs both passwords of at least 6 characters, and matching', async () => {
    const fetchMock = stubApi({});
    const { user } = await openReset();
    await fillIn(user, 'abc', 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 6 characters Password must be at least 6 characters',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );

    await user.type(screen.getByLabelText('New password'), 'defgh');
    await user.type(screen.getByLabelText('Confirm new password'), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token and new password, then goes to /login after 2 s', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/reset-password': jsonResponse({ message: RESET }),
    });
    const { user, router } = await openReset();
    await fillIn(user, 'new-secret', 'new-secret');

    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await settle();

    expect(sentBodies(fetchMock, 'POST /api/auth/reset-password')).toEqual([
      { token: 'tok-reset-1', password: 'new-secret' },
    ]);
    expectToastNow('Password reset', RESET);
    await advance(1999);
    expect(destinationOf(router)).toBe('/reset-password');
    await advance(1);
    expect(destinationOf(router)).toBe('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("says 'Reset Failed' with the server's message and that the link may be expired", async () => {
    stubApi({
      'POST /api/auth/reset-password': errorResponse(
        400,
        'This password reset link is invalid or expired.',
        'INVALID_RESET_TOKEN',
      ),
    });
    const { user, router } = await openReset();
    await fillIn(user, 'new-secret', 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await expectToast(
      'Reset Failed',
      'This password reset link is invalid or expired. The link may be expired.',
    );
    expect(router.state.location.pathname).toBe('/reset-password');

    stubApi({ 'POST /api/auth/reset-password': () => networkFailure() });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await expectToast('Reset Failed', "We couldn't reset your password. The link may be expired.");
  });

  it('reports a link without a token, then goes to /login after 2 s', async () => {
    const fetchMock = stubApi({});
    fakeTimeouts();
    const { router } = renderApp('/reset-password');
    await settleUntil(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible(),
    );
    expectToastNow('Invalid Reset Link', 'This password reset link is invalid or expired.');
    expect(screen.queryByLabelText('New password')).toBeNull();

    await advance(1999);
    expect(destinationOf(router)).toBe('/reset-password');
    await advance(1);
    expect(destinationOf(router)).toBe('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
