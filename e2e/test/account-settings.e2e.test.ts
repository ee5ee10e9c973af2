import { describe, expect, it } from 'vitest';
import { verifiedAccountWithProfile } from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { newPerson } from '../support/browser.js';
import { isFocused, tabTo } from '../support/keyboard.js';
import { holdRequests } from '../support/network-faults.js';
import { waitForNotification } from '../support/notification.js';
import { verificationCodeIn, waitForEmail } from '../support/outbox.js';
import { signInByKeyboard, signInWithForm, storedSessionToken } from '../support/sign-in.js';
import { testPhoto } from '../support/test-photo.js';

const app = appAndBrowser();

describe('an account in settings, in Chromium', () => {
  it('changes the email in settings, signs out past the back button and deletes the account by keyboard', async () => {
    const oldEmail = `awhina.${Date.now()}@example.nz`;
    const newEmail = `awhina.new.${Date.now()}@example.nz`;
    const password = 'tui-song-at-dawn';
    await verifiedAccountWithProfile(
      app.server.origin,
      app.server.dataDir,
      {
        email: oldEmail,
        password,
        fullName: 'Awhina Parata',
        dateOfBirth: '1992-11-05',
        gender: 'Female',
      },
      {
        bio: 'Kia ora! Weekend tramper, weekday baker, always up for a quiz night.',
        location: 'Hamilton, Waikato',
        photos: [await testPhoto('#0f766e')],
      },
    );
    const awhina = await newPerson(app.browser, app.server.origin);
    const { page } = awhina;

    await page.goto('/login');
    await signInByKeyboard(page, oldEmail, password);
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByText(oldEmail, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit email' }).click();
    const emailField = page.getByLabel('Email');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await emailField.inputValue()).toBe(oldEmail);
    await emailField.fill('awhina.example.nz');
    expect(await save.isDisabled()).toBe(true);
    await emailField.fill(newEmail);
    expect(await save.isEnabled()).toBe(true);
    await awhina.screenshot('settings-email-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(oldEmail, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit email' }).click();
    expect(await emailField.inputValue()).toBe(oldEmail);
    await emailField.fill(newEmail);
    await save.click();
    await waitForNotification(
      page,
      'Email updated',
      'Email updated. Check your new address for a verification code.',
    );
    await page.getByText(newEmail, { exact: true }).waitFor();
    await awhina.screenshot('settings-email-changed');
    // The old address is told, so a change made by someone else holding the session is noticed.
    const notice = await waitForEmail(app.server.dataDir, oldEmail, /email address is changing/);
    expect(notice.text).toContain(newEmail);

    // Signed out from the dashboard, with /settings one step back in the history.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
    const loggingOut = await holdRequests(page, '**/api/auth/logout', 'POST');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await loggingOut.arrived;
    const busy = page.getByRole('button', { name: 'Logging out...' });
    expect(await busy.isDisabled()).toBe(true);
    await awhina.screenshot('signing-out');
    await loggingOut.release();
    await page.getByRole('heading', { name: 'Welcome to Starmatch' }).waitFor();
    expect(await storedSessionToken(page)).toBeNull();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome to Starmatch' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sign in to continue' }).count()).toBe(0);
    expect(await storedSessionToken(page)).toBeNull();

    awhina.allow(/^POST \/api\/login 401$/);
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/login');
    await signInWithForm(page, oldEmail, password);
    await waitForNotification(page, 'Login Failed', 'Invalid email or password.');

    // The new address has to be verified before it signs in. Trying within a minute of the code
    // the change sent adds no second one, and that first code is still good.
    awhina.allow(/^POST \/api\/login 403$/);
    await signInWithForm(page, newEmail, password);
    await waitForNotification(
      page,
      'Verify your email',
      'Please verify your email before signing in. We sent you a code.',
    );
    await page.waitForURL((url) => url.pathname === '/verify-email');
    const changeCode = await waitForEmail(app.server.dataDir, newEmail, /verification code/);
    await page.getByLabel('Verification code').fill(verificationCodeIn(changeCode));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.waitForURL('**/login', { timeout: 5_000 });
    await signInWithForm(page, newEmail, password);
    await page.getByRole('heading', { name: 'Discover' }).waitFor();

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByText('Age Preferences').waitFor();
    const deleteAccount = page.getByRole('button', { name: 'Delete account' });
    await tabTo(page, deleteAccount, 30);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirmation = dialog.getByLabel('Type DELETE to confirm');
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await tabTo(page, confirmation, 3);
    for (const almost of ['delete', 'DELETE ']) {
      await page.keyboard.press('Control+A');
      await page.keyboard.type(almost);
      expect(await confirm.isDisabled()).toBe(true);
    }
    await page.keyboard.press('Backspace');
    expect(await confirmation.inputValue()).toBe('DELETE');
    expect(await confirm.isEnabled()).toBe(true);
    await awhina.screenshot('delete-dialog');

    // Escape closes it and forgets the text; so does Cancel.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened it, so Enter opens it again.
    await expect.poll(() => isFocused(deleteAccount)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await confirmation.inputValue()).toBe('');
    await tabTo(page, confirmation, 3);
    await page.keyboard.type('DELETE');
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }), 3);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(deleteAccount)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await confirmation.inputValue()).toBe('');

    await tabTo(page, confirmation, 3);
    await page.keyboard.type('DELETE');
    await tabTo(page, confirm, 3);
    await page.keyboard.press('Enter');
    await waitForNotification(
      page,
      'Account deleted',
      'Your account has been permanently deleted.',
    );
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome to Starmatch' }).waitFor();
    expect(await storedSessionToken(page)).toBeNull();

    await page.goto('/login');
    await signInWithForm(page, newEmail, password);
    await waitForNotification(page, 'Login Failed', 'Invalid email or password.');
    expect(await storedSessionToken(page)).toBeNull();

    expect(awhina.problems).toEqual([]);
    await awhina.context.close();
  });
});
