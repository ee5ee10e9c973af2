import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestKeys, type StubAnswer, sentBodies, stubApi } from './api-stub';
import { USER } from './fixtures';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

const SETTINGS = { preferredAgeRanges: ['26-31'], preferredCities: ['Hamilton'] };

function settingsApi(overrides: Record<string, StubAnswer> = {}) {
  localStorage.setItem('sessionToken', 'tok-1');
  return stubApi({
    'GET /api/auth/user': jsonResponse(USER),
    'GET /api/settings': jsonResponse(SETTINGS),
    'PATCH /api/settings': (body) => jsonResponse(body),
    'GET /api/app-config': jsonResponse({ launchMode: 'open' }),
    ...overrides,
  });
}

async function openSettings() {
  const view = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  await screen.findByRole('group', { name: 'Age Preferences' });
  return view;
}

function group(name: string) {
  return screen.getByRole('group', { name });
}

function checked(name: string): string[] {
  return within(group(name))
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.getAttribute('value') ?? '');
}

describe('settings preferences', () => {
  it('lists every age range and city with the saved ones ticked', async () => {
    settingsApi();
    await openSettings();
    const values = (name: string) =>
      within(group(name))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value'));
    expect(values('Age Preferences')).toEqual([
      '18-25',
      '26-31',
      '32-38',
      '39-48',
      '49-55',
      '56-66',
    ]);
    expect(values('Location Preferences')).toEqual(['Auckland', 'North Shore', 'Hamilton']);
    expect(checked('Age Preferences')).toEqual(['26-31']);
    expect(checked('Location Preferences')).toEqual(['Hamilton']);
    expect(localStorage.getItem('userPreferences')).toBe(JSON.stringify(SETTINGS));
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('saves each toggle at once with both lists, showing "Saving preferences..."', async () => {
    let release: () => void = () => {};
    const fetchMock = settingsApi({
      'PATCH /api/settings': async (body) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return jsonResponse(body);
      },
    });
    const { user } = await openSettings();

    await user.click(within(group('Age Preferences')).getByRole('checkbox', { name: /18-25/ }));
    expect(screen.getByText('Saving preferences...')).toBeVisible();
    expect(checked('Age Preferences')).toEqual(['18-25', '26-31']);
    expect(sentBodies(fetchMock, 'PATCH /api/settings')).toEqual([
      { preferredAgeRanges: ['18-25', '26-31'], preferredCities: ['Hamilton'] },
    ]);
    release();
    await expectToast(
      'Preferences updated',
      'Your dating preferences have been saved successfully.',
    );
    expect(screen.queryByText('Saving preferences...')).toBeNull();

    await user.click(
      within(group('Location Preferences')).getByRole('checkbox', { name: /Hamilton/ }),
    );
    release();
    await waitFor(() => expect(sentBodies(fetchMock, 'PATCH /api/settings')).toHaveLength(2));
    expect(sentBodies(fetchMock, 'PATCH /api/settings')[1]).toEqual({
      preferredAgeRanges: ['18-25', '26-31'],
      preferredCities: [],
    });
    await waitFor(() =>
      expect(localStorage.getItem('userPreferences')).toBe(
        JSON.stringify({ preferredAgeRanges: ['18-25', '26-31'], preferredCities: [] }),
      ),
    );
  });

  it("puts the box back and shows 'Error' when a save fails", async () => {
    settingsApi({ 'PATCH /api/settings': errorResponse(400, 'Unknown city') });
    const { user } = await openSettings();
    await user.click(
      within(group('Location Preferences')).getByRole('checkbox', { name: /Auckland/ }),
    );
    await expectToast('Error', 'Unknown city');
    expect(checked('Location Preferences')).toEqual(['Hamilton']);

    settingsApi({ 'PATCH /api/settings': new Response(null, { status: 500 }) });
    await user.click(within(group('Age Preferences')).getByRole('checkbox', { name: /56-66/ }));
    await expectToast('Error', 'Failed to update preferences');
    expect(checked('Age Preferences')).toEqual(['26-31']);
  });

  it("says 'Failed to fetch settings: ...' when they cannot be read", async () => {
    settingsApi({ 'GET /api/settings': new Response('down', { status: 503 }) });
    renderApp('/settings');
    expect(await screen.findByText('Failed to fetch settings: 503')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });
});

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

describe('settings danger zone', () => {
  it('enables the delete only for DELETE exactly, and Cancel clears what was typed', async () => {
    const fetchMock = settingsApi();
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    const action = within(dialog).getByRole('button', { name: 'Delete my account' });
    const input = within(dialog).getByLabelText('Type DELETE to confirm');
    expect(action).toBeDisabled();
    await user.type(input, 'delete');
    expect(action).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'DELETE ');
    expect(action).toBeDisabled();
    await user.type(input, '{Backspace}');
    expect(action).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const reopened = screen.getByRole('alertdialog');
    expect(within(reopened).getByLabelText('Type DELETE to confirm')).toHaveValue('');
    expect(within(reopened).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    expect(requestKeys(fetchMock)).not.toContain('DELETE /api/user/account');
  });

  it('deletes the account, forgets the session and goes to /', async () => {
    const fetchMock = settingsApi({
      'DELETE /api/user/account': jsonResponse({
        message: 'Your account has been permanently deleted.',
      }),
    });
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await expectToast('Account deleted', 'Your account has been permanently deleted.');
    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('userPreferences')).toBeNull();
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(new Headers(deleteCall?.[1]?.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it("shows 'Failed to delete account' and keeps the session when it fails", async () => {
    settingsApi({ 'DELETE /api/user/account': new Response(null, { status: 500 }) });
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expectToast('Failed to delete account');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem('sessionToken')).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/settings');
  });
});
