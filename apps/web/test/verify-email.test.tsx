import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, networkFailure, sentBodies, stubApi } from './api-stub';
import { advance, destinationOf, fakeTimeouts, settle, settleUntil } from './fake-time';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

const VERIFIED = 'Email verified. You can sign in now.';

async function openVerify(search = '?email=ana%40example.nz') {
  const view = renderApp(`/verify-email${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
  return view;
}

function codeField() {
  return screen.getByLabelText('Verification code');
}

describe('verify email', () => {
  it('names the address from the link and keeps the code to 6 uppercase letters and digits', async () => {
    stubApi({});
    const { user } = await openVerify();
    expect(screen.getByText('ana@example.nz')).toBeVisible();
    expect(screen.queryByLabelText('Email')).toBeNull();
    const field = codeField();
    expect(field).toHaveAttribute('maxlength', '6');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(field, 'ab1c2d');
    expect(field).toHaveValue('AB1C2D');
    await user.type(field, 'e');
    expect(field).toHaveValue('AB1C2D');

    await user.clear(field);
    await user.type(field, 'a-b c!1');
    expect(field).toHaveValue('ABC1');
  });

  it("says 'Verification code must be 6 characters' for a short code and sends nothing", async () => {
    const fetchMock = stubApi({});
    const { user } = await openVerify();
    await user.type(codeField(), 'AB1');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(codeField()).toHaveAccessibleDescription(
      'Letters and numbers, 6 characters Verification code must be 6 characters',
    );
    expect(codeField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies, shows the verified screen, then goes to /login after 2 s with the email filled in', async () => {
    const fetchMock = stubApi({ 'POST /api/verify-email': jsonResponse({ message: VERIFIED }) });
    const { user, router } = await openVerify();
    await user.type(codeField(), 'ab1c2d');

    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    await settle();

    expect(sentBodies(fetchMock, 'POST /api/verify-email')).toEqual([
      { email: 'ana@example.nz', code: 'AB1C2D' },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
    expect(screen.getByText(VERIFIED)).toBeVisible();
    await advance(1999);
    expect(destinationOf(router)).toBe('/verify-email');
    await advance(1);
    expect(destinationOf(router)).toBe('/login');
    await settle();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Timeouts are still fake, so wait by settling rather than with findBy.
    await settleUntil(() => screen.getByRole('heading', { level: 1, name: 'Welcome back' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.nz');
    expect(router.state.location.search).toBe('');
  });

  it("shows 'Verification Failed' with the server's message", async () => {
    stubApi({
      'POST /api/verify-email': errorResponse(
        400,
        'Too many wrong codes. Please request a new code.',
        'VERIFICATION_LOCKED',
      ),
    });
    const { user, router } = await openVerify();
    await user.type(codeField(), 'ZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    await expectToast('Verification Failed', 'Too many wrong codes. Please request a new code.');
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it("falls back to 'Invalid or expired verification code.'", async () => {
    stubApi({ 'POST /api/verify-email': () => networkFailure() });
    const { user } = await openVerify();
    await user.type(codeField(), 'ZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await expectToast('Verification Failed', 'Invalid or expired verification code.');
  });

  it("sends a new code and shows the server's answer", async () => {
    const answer = 'If that email needs verifying, a new code is on its way.';
    const fetchMock = stubApi({
      'POST /api/verify-email/resend': jsonResponse({ message: answer }),
    });
    const { user } = await openVerify();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    await expectToast('New code sent', answer);
    expect(sentBodies(fetchMock, 'POST /api/verify-email/resend')).toEqual([
      { email: 'ana@example.nz' },
    ]);
  });

  it('asks for the email when the link has none', async () => {
    const fetchMock = stubApi({ 'POST /api/verify-email': jsonResponse({ message: VERIFIED }) });
    const { user } = await openVerify('');
    expect(
      screen.getByText('Enter your email and the 6-character code we sent you.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await user.type(codeField(), 'ab1c2d');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'Tama@Example.nz');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/verify-email')).toEqual([
      { email: 'tama@example.nz', code: 'AB1C2D' },
    ]);
  });
});
