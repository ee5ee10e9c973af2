import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestKeys, sentBodies } from './api-stub';
import { USER } from './fixtures';
import { jsonResponse, type renderApp } from './render-app';
import { openSettings, settingsApi } from './settings-screen';
import { expectToast } from './toasts';

describe('settings account management', () => {
  const CODE_SENT =
    'We sent a 6-character code to ana@tui.nz. Enter it here to finish the change. Until then you sign in with your current email.';

  async function startEditing(user: ReturnType<typeof renderApp>['user']) {
    await user.click(screen.getByRole('button', { name: 'Edit email' }));
    return {
      email: screen.getByLabelText('Email'),
      password: screen.getByLabelText('Current password'),
    };
  }

  it('edits the email: Save needs an @, Cancel restores the current one', async () => {
    const fetchMock = settingsApi();
    const { user } = await openSettings();
    expect(screen.getByText('ana@example.nz')).toBeVisible();

    const fields = await startEditing(user);
    expect(fields.email).toHaveValue('ana@example.nz');
    expect(fields.password).toHaveValue('');
    expect(fields.password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(fields.password).toHaveAttribute('type', 'text');
    await user.clear(fields.email);
    await user.type(fields.email, 'ana.example.nz');
    await user.type(fields.password, 'secret');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('ana@example.nz')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit email' })).toHaveFocus();

    const again = await startEditing(user);
    expect(again.email).toHaveValue('ana@example.nz');
    expect(again.password).toHaveValue('');
    expect(requestKeys(fetchMock)).not.toContain('PATCH /api/user/email');
  });

  it('says what is wrong with each field before sending anything', async () => {
    const fetchMock = settingsApi();
    const { user } = await openSettings();
    const fields = await startEditing(user);
    await user.clear(fields.email);
    await user.type(fields.email, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fields.password).toHaveAccessibleDescription(
      'We ask for it so that nobody else can change your email. Current password is required',
    );
    expect(fields.email).toHaveFocus();
    expect(requestKeys(fetchMock)).not.toContain('PATCH /api/user/email');
  });

  it('walks through password, new email and code to the new email', async () => {
    let release: () => void = () => {};
    const fetchMock = settingsApi({
      'PATCH /api/user/email': async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return jsonResponse({ message: CODE_SENT, pendingEmail: 'ana@tui.nz' });
      },
      'POST /api/user/email/confirm': errorResponse(
        400,
        'Invalid or expired verification code.',
        'INVALID_VERIFICATION_CODE',
      ),
    });
    const { user } = await openSettings();
    const fields = await startEditing(user);
    await user.clear(fields.email);
    await user.type(fields.email, 'Ana@Tui.nz');
    await user.type(fields.password, 'tui-song');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'PATCH /api/user/email')).toEqual([
      { email: 'ana@tui.nz', currentPassword: 'tui-song' },
    ]);
    release();

    // The code step: the account keeps its email until the code is in.
    const code = await screen.findByLabelText('Verification code');
    expect(code).toHaveFocus();
    expect(screen.getByText(/We sent a 6-character code to/)).toHaveTextContent(
      'We sent a 6-character code to ana@tui.nz. Enter it to make that your email. Until then, you sign in with your current email.',
    );
    expect(screen.getByText('ana@example.nz')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription(
      'Letters and numbers, 6 characters Verification code must be 6 characters',
    );
    await user.type(code, 'ab-1 2c3z');
    expect(code).toHaveValue('AB12C3');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectToast('Failed to update email', 'Invalid or expired verification code.');
    expect(code).toHaveAccessibleDescription(
      'Letters and numbers, 6 characters Invalid or expired verification code.',
    );

    settingsApi({
      'GET /api/auth/user': jsonResponse({ ...USER, email: 'ana@tui.nz' }),
      'POST /api/user/email/confirm': jsonResponse({
        message: 'Your email is now ana@tui.nz. Sign in with it from now on.',
        email: 'ana@tui.nz',
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectToast(
      'Email updated',
      'Your email is now ana@tui.nz. Sign in with it from now on.',
    );
    expect(await screen.findByText('ana@tui.nz')).toBeVisible();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit email' })).toHaveFocus();
  });

  it('comes back to the code step after a reload, resends and cancels it', async () => {
    const pending = { ...USER, pendingEmail: 'ana@tui.nz' };
    let releaseResend: () => void = () => {};
    const fetchMock = settingsApi({
      'GET /api/auth/user': jsonResponse(pending),
      'POST /api/user/email/resend': async () => {
        await new Promise<void>((resolve) => {
          releaseResend = resolve;
        });
        return jsonResponse({
          message: 'We sent a new code to ana@tui.nz.',
          pendingEmail: 'ana@tui.nz',
        });
      },
      'DELETE /api/user/email/pending': jsonResponse({
        message: 'Email change cancelled. Your email stays as it was.',
      }),
    });
    const { user } = await openSettings();
    expect(await screen.findByLabelText('Verification code')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit email' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    releaseResend();
    await expectToast('New code sent', 'We sent a new code to ana@tui.nz.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expectToast(
      'Email change cancelled',
      'Email change cancelled. Your email stays as it was.',
    );
    expect(screen.getByText('ana@example.nz')).toBeVisible();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit email' })).toHaveFocus();
    expect(requestKeys(fetchMock)).toContain('DELETE /api/user/email/pending');
  });

  it("shows 'Failed to update email' with the server's reason under the field it is about", async () => {
    settingsApi({
      'PATCH /api/user/email': errorResponse(
        403,
        'Your current password is not correct.',
        'INCORRECT_PASSWORD',
      ),
    });
    const { user } = await openSettings();
    const fields = await startEditing(user);
    await user.clear(fields.email);
    await user.type(fields.email, 'taken@example.nz');
    await user.type(fields.password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Failed to update email', 'Your current password is not correct.');
    expect(fields.password).toHaveAccessibleDescription(
      'We ask for it so that nobody else can change your email. Your current password is not correct.',
    );
    expect(fields.email).toHaveValue('taken@example.nz');

    settingsApi({
      'PATCH /api/user/email': errorResponse(409, 'That email is already in use.', 'EMAIL_TAKEN'),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Failed to update email', 'That email is already in use.');
    expect(fields.email).toHaveAccessibleDescription('That email is already in use.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
