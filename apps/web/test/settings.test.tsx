import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PREFERENCES_TOAST_DELAY_MS } from '../src/features/settings/components/preferences-form';
import { errorResponse, requestKeys, sentBodies } from './api-stub';
import { advance, settleUntil } from './fake-time';
import { jsonResponse, renderApp } from './render-app';
import { openSettings, SETTINGS, settingsApi } from './settings-screen';
import { expectToast, expectToastNow } from './toasts';

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
        return jsonResponse({ ...(body as object), hideActivity: false });
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
        JSON.stringify({
          preferredAgeRanges: ['18-25', '26-31'],
          preferredCities: [],
          hideActivity: false,
        }),
      ),
    );
  });

  it("says 'Saved' beside the boxes at each save and 'Preferences updated' once after a run of taps", async () => {
    settingsApi();
    await openSettings();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const tap = (groupName: string, name: RegExp) =>
        fireEvent.click(within(group(groupName)).getByRole('checkbox', { name }));
      tap('Age Preferences', /18-25/);
      await settleUntil(() => expect(screen.getByText('Saved')).toBeVisible());
      await advance(PREFERENCES_TOAST_DELAY_MS - 100);
      tap('Location Preferences', /Auckland/);
      expect(screen.getByText('Saving preferences...')).toBeVisible();
      await settleUntil(() => expect(screen.getByText('Saved')).toBeVisible());
      // Past the first save's delay: its toast was called off by the second tap.
      await advance(200);
      expect(screen.queryByText('Preferences updated')).toBeNull();
      await advance(PREFERENCES_TOAST_DELAY_MS);
      await settleUntil(() =>
        expectToastNow(
          'Preferences updated',
          'Your dating preferences have been saved successfully.',
        ),
      );
    } finally {
      vi.useRealTimers();
    }
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
    expect(action).toBeDisabled();
    const password = within(dialog).getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'my password');
    expect(action).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const reopened = screen.getByRole('alertdialog');
    expect(within(reopened).getByLabelText('Type DELETE to confirm')).toHaveValue('');
    expect(within(reopened).getByLabelText('Current password')).toHaveValue('');
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
    await user.type(screen.getByLabelText('Current password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await expectToast('Account deleted', 'Your account has been permanently deleted.');
    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('userPreferences')).toBeNull();
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(new Headers(deleteCall?.[1]?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(JSON.parse(String(deleteCall?.[1]?.body))).toEqual({ currentPassword: 'my password' });
  });

  it('shows a wrong password under its field, keeping the dialog open and the session', async () => {
    settingsApi({
      'DELETE /api/user/account': jsonResponse(
        { message: 'Your current password is not correct.', code: 'INCORRECT_PASSWORD' },
        { status: 403 },
      ),
    });
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    const password = within(dialog).getByLabelText('Current password');
    await user.type(password, 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('Your current password is not correct.')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(localStorage.getItem('sessionToken')).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/settings');
  });

  it("shows 'Failed to delete account' and keeps the session when it fails", async () => {
    settingsApi({ 'DELETE /api/user/account': new Response(null, { status: 500 }) });
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(screen.getByLabelText('Current password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expectToast('Failed to delete account');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem('sessionToken')).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/settings');
  });
});
