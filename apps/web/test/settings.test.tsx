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
  it('edits the email: Save needs an @, Cancel restores the current one', async () => {
    let release: () => void = () => {};
    const fetchMock = settingsApi({
      'PATCH /api/user/email': async (body) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        const { email } = body as { email: string };
        return jsonResponse({ message: 'Email updated. Check your new address.', email });
      },
    });
    const { user } = await openSettings();
    expect(screen.getByText('ana@example.nz')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit email' }));
    const field = screen.getByLabelText('Email');
    expect(field).toHaveValue('ana@example.nz');
    await user.clear(field);
    await user.type(field, 'ana.example.nz');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('ana@example.nz')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.nz');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana@tui.nz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'PATCH /api/user/email')).toEqual([{ email: 'ana@tui.nz' }]);

    settingsApi({
      'GET /api/auth/user': jsonResponse({ ...USER, email: 'ana@tui.nz' }),
      'PATCH /api/user/email': jsonResponse({ message: 'unused', email: 'ana@tui.nz' }),
    });
    release();
    await expectToast('Email updated', 'Email updated. Check your new address.');
    expect(await screen.findByText('ana@tui.nz')).toBeVisible();
  });

  it("shows 'Failed to update email' with the server's reason", async () => {
    settingsApi({ 'PATCH /api/user/email': errorResponse(409, 'That email is already in use.') });
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Edit email' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'taken@example.nz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Failed to update email', 'That email is already in use.');
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.nz');
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
