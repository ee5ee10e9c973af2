import { describe, expect, it } from 'vitest';
import { confirmedEmailChange, verifiedAccountWithProfile } from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { newPerson } from '../support/browser.js';
import { isFocused, tabTo } from '../support/keyboard.js';
import { watchLiveSocket } from '../support/live-socket.js';
import { holdRequests } from '../support/network-faults.js';
import { dismissNotification, waitForNotification } from '../support/notification.js';
import { linkIn, verificationCodeIn, waitForEmail } from '../support/outbox.js';
import { signInByKeyboard, signInWithForm, storedSessionToken } from '../support/sign-in.js';
import { signedInPerson } from '../support/signed-in-person.js';
import { testPhoto } from '../support/test-photo.js';

const app = appAndBrowser();

describe('an account in settings, in Chromium', () => {
  it('changes the email in settings with the password and the code, signs out past the back button and deletes the account by keyboard', async () => {
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
    const emailField = page.getByLabel('Email', { exact: true });
    const passwordField = page.getByLabel('Current password');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await emailField.inputValue()).toBe(oldEmail);
    await emailField.fill('awhina.example.nz');
    expect(await save.isDisabled()).toBe(true);
    await emailField.fill(newEmail);
    expect(await save.isEnabled()).toBe(true);
    await passwordField.fill(password);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await passwordField.inputValue()).toBe(password);
    await awhina.screenshot('settings-email-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(oldEmail, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit email' }).click();
    expect(await emailField.inputValue()).toBe(oldEmail);
    expect(await passwordField.inputValue()).toBe('');

    // A wrong password is refused where it was typed, and changes nothing.
    awhina.allow(/^PATCH \/api\/user\/email 403$/);
    await emailField.fill(newEmail);
    await passwordField.fill('not-my-password');
    await save.click();
    await waitForNotification(
      page,
      'Failed to update email',
      'Your current password is not correct.',
    );
    await page.getByText('Your current password is not correct.').first().waitFor();
    await dismissNotification(page, 'Failed to update email');
    await passwordField.fill(password);
    await save.click();

    // The code step: the account keeps the old address until the code from the new one is in.
    const codeField = page.getByLabel('Verification code');
    await codeField.waitFor();
    await page.getByText(`We sent a 6-character code to ${newEmail}.`, { exact: false }).waitFor();
    await page.getByText(oldEmail, { exact: true }).waitFor();
    await awhina.screenshot('settings-email-code');
    const codeEmail = await waitForEmail(app.server.dataDir, newEmail, /Confirm your new/);
    const notice = await waitForEmail(app.server.dataDir, oldEmail, /email address is changing/);
    expect(notice.text).toContain(newEmail);
    expect(linkIn(notice, '/cancel-email-change')).toMatch(/\?token=[A-Za-z0-9_-]{43}$/);
    await codeField.fill(verificationCodeIn(codeEmail).toLowerCase());
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await waitForNotification(
      page,
      'Email updated',
      `Your email is now ${newEmail}. Sign in with it from now on.`,
    );
    await page.getByText(newEmail, { exact: true }).waitFor();
    expect(await codeField.count()).toBe(0);
    await awhina.screenshot('settings-email-changed');
    await dismissNotification(page, 'Email updated');

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

    // The new address was verified by its code, so it signs in straight away.
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
    // The current password is asked for too: a session token alone does not delete.
    expect(await confirm.isDisabled()).toBe(true);
    const currentPassword = dialog.getByLabel('Current password');
    expect(await currentPassword.getAttribute('autocomplete')).toBe('current-password');
    await tabTo(page, currentPassword, 3);
    await page.keyboard.type(password);
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
    expect(await currentPassword.inputValue()).toBe('');

    // A wrong password is said under its field, and the dialog stays open to try again.
    awhina.allow(/^DELETE \/api\/user\/account 403$/);
    await tabTo(page, confirmation, 3);
    await page.keyboard.type('DELETE');
    await tabTo(page, currentPassword, 3);
    await page.keyboard.type('not my password');
    await tabTo(page, confirm, 4);
    await page.keyboard.press('Enter');
    await dialog.getByText('Your current password is not correct.').waitFor();
    expect(await currentPassword.getAttribute('aria-invalid')).toBe('true');
    await tabTo(page, currentPassword, 6);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(password);
    await tabTo(page, confirm, 4);
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

  it('undoes a change someone else made from the link sent to the old address, signing every device out', async () => {
    const oldEmail = `rangi.${Date.now()}@example.nz`;
    const takenOver = `not.rangi.${Date.now()}@example.nz`;
    const password = 'kereru-in-the-kowhai';
    const intruderToken = await verifiedAccountWithProfile(
      app.server.origin,
      app.server.dataDir,
      {
        email: oldEmail,
        password,
        fullName: 'Rangi Walker',
        dateOfBirth: '1990-02-14',
        gender: 'Male',
      },
      {
        bio: 'Rugby on Saturdays, fishing on Sundays, reading in between.',
        location: 'Auckland, Auckland',
        photos: [await testPhoto('#1d4ed8')],
      },
    );
    // Someone holding Rangi's session and password moves the account to their own address.
    const cancelLink = await confirmedEmailChange(app.server.origin, app.server.dataDir, {
      token: intruderToken,
      password,
      oldEmail,
      newEmail: takenOver,
    });
    const intruder = await signedInPerson(app.browser, app.server.origin, intruderToken);
    intruder.allow(/^(GET|POST) \/api\/.* 401$/);
    const socket = watchLiveSocket(intruder.page);
    await intruder.page.goto('/matches');
    await intruder.page.getByText('No matches yet', { exact: true }).waitFor();
    await socket.connected;

    // Rangi opens the link from the notice in the old mailbox.
    const rangi = await newPerson(app.browser, app.server.origin);
    const { page } = rangi;
    await page.goto(new URL(cancelLink).pathname + new URL(cancelLink).search);
    await page.getByRole('heading', { name: 'Cancel email change' }).waitFor();
    await rangi.screenshot('cancel-email-change');
    await page.getByRole('button', { name: 'Cancel the change' }).click();
    await page.getByRole('heading', { name: 'Email change cancelled' }).waitFor();
    await page
      .getByText(
        `Your email change was cancelled and every device was signed out. Sign in with ${oldEmail}.`,
        { exact: true },
      )
      .waitFor();
    await rangi.screenshot('email-change-cancelled');

    // The intruder's screen is signed out at once: the gateway closed the socket.
    await socket.closed;
    await intruder.page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    expect(await storedSessionToken(intruder.page)).toBeNull();

    // Rangi signs in with the old address, filled in for him; the new one no longer works.
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/login');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(oldEmail);
    rangi.allow(/^POST \/api\/login 401$/);
    await signInWithForm(page, takenOver, password);
    await waitForNotification(page, 'Login Failed', 'Invalid email or password.');
    await signInWithForm(page, oldEmail, password);
    await page.getByRole('heading', { name: 'Discover' }).waitFor();

    // The link works once.
    rangi.allow(/^POST \/api\/user\/email\/cancel 400$/);
    await page.goto(new URL(cancelLink).pathname + new URL(cancelLink).search);
    await page.getByRole('button', { name: 'Cancel the change' }).click();
    await page.getByRole('heading', { name: "Couldn't cancel the change" }).waitFor();
    await page
      .getByText('This link is invalid or has expired, so it cannot cancel an email change.', {
        exact: true,
      })
      .waitFor();

    expect(rangi.problems).toEqual([]);
    expect(intruder.problems).toEqual([]);
    await rangi.context.close();
    await intruder.context.close();
  });
});
