import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, networkFailure, sentBodies, stubApi } from './api-stub';
import { advance, destinationOf, fakeTimeouts, settle } from './fake-time';
import { jsonResponse, renderApp } from './render-app';
import { expectToast, expectToastNow } from './toasts';

const NEUTRAL =
  "If an account exists with that email, you'll receive a password reset link shortly.";

async function openForgot() {
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  return view;
}

describe('forgot password', () => {
  it('rejects a malformed email without a request', async () => {
    const fetchMock = stubApi({});
    const { user } = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the neutral message and goes to /login after 2 s', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/forgot-password': jsonResponse({ message: NEUTRAL }),
    });
    const { user, router } = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'ana@example.nz');

    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await settle();

    expect(sentBodies(fetchMock, 'POST /api/auth/forgot-password')).toEqual([
      { email: 'ana@example.nz' },
    ]);
    expectToastNow('Check your email', NEUTRAL);
    await advance(1999);
    expect(destinationOf(router)).toBe('/forgot-password');
    await advance(1);
    expect(destinationOf(router)).toBe('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows 'Request Failed' with the server's message or a fallback", async () => {
    stubApi({
      'POST /api/auth/forgot-password': errorResponse(
        429,
        'Too many attempts. Please try again in 2 minutes.',
      ),
    });
    const { user, router } = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'ana@example.nz');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await expectToast('Request Failed', 'Too many attempts. Please try again in 2 minutes.');
    expect(router.state.location.pathname).toBe('/forgot-password');

    stubApi({ 'POST /api/auth/forgot-password': () => networkFailure() });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await expectToast('Request Failed', 'Something went wrong. Please try again.');
  });
});
