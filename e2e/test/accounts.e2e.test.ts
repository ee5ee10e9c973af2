import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile, verifiedAccount } from '../support/api-account.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium, newPerson } from '../support/browser.js';
import { fieldErrorOf } from '../support/field-errors.js';
import { isFocused, tabTo } from '../support/keyboard.js';
import { holdRequests } from '../support/network-faults.js';
import { waitForNotification } from '../support/notification.js';
import { linkIn, verificationCodeIn, waitForEmail } from '../support/outbox.js';
import { signInByKeyboard, signInWithForm, storedSessionToken } from '../support/sign-in.js';
import { testPhoto } from '../support/test-photo.js';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SESSION_TOKEN = /^[\w-]{43}$/;

/** The first of this month ten years ago, in New Zealand: a real date, and certainly under 18. */
function childsBirthdayDigits(): string {
  const parts = new Intl.DateTimeFormat('en-NZ', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `01${part('month')}${Number(part('year')) - 10}`;
}

async function typeDateOfBirth(page: Page, digits: string): Promise<void> {
  const field = page.getByLabel('Date of birth');
  await field.fill('');
  await field.pressSequentially(digits);
}

/** A 6-character code that is certainly not the real one. */
function wrongCode(code: string): string {
  return code.startsWith('Z') ? `Y${code.slice(1)}` : `Z${code.slice(1)}`;
}

async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect.poll(() => fieldErrorOf(control)).toBe(message);
}

describe('accounts in Chromium', () => {
  it('signs up after fixing the form, verifies by the emailed code, signs in and resets the password', async () => {
    const email = `mere.${Date.now()}@example.nz`;
    const firstPassword = 'kowhai-spring-2025';
    const newPassword = 'pohutukawa-summer';
    const mere = await newPerson(browser, server.origin);
    const { page } = mere;
    // Setup asks for an existing profile first; a new person has none yet.
    mere.allow(/^GET \/api\/profile 404$/);

    await page.goto('/signup');
    const createAccount = page.getByRole('button', { name: 'Create Account' });
    const gender = page.getByRole('group', { name: 'Gender' });
    await createAccount.click();
    await expectFieldError(page.getByLabel('Full name'), 'Full name must be at least 2 characters');
    await expectFieldError(page.getByLabel('Date of birth'), 'Date must be in dd/mm/yyyy format');
    await expectFieldError(page.getByLabel('Email'), 'Please enter a valid email address');
    await expectFieldError(gender, 'Please select your gender');
    await expectFieldError(
      page.getByLabel('Password', { exact: true }),
      'Password must be at least 8 characters',
    );
    // The keyboard lands on the first problem.
    expect(await isFocused(page.getByLabel('Full name'))).toBe(true);
    await mere.screenshot('signup-errors');

    await page.getByLabel('Full name').fill('Mere Tūhoe');
    await page.getByLabel('Email').fill(email);
    await page.getByText('Female', { exact: true }).click();
    expect(await page.getByLabel('Female').isChecked()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await typeDateOfBirth(page, childsBirthdayDigits());
    await createAccount.click();
    await expectFieldError(page.getByLabel('Date of birth'), 'You must be 18 or older to join');
    expect(await fieldErrorOf(gender)).toBeNull();
    await mere.screenshot('signup-underage');

    // There is no 31 February: the shape is right but the date is not.
    await typeDateOfBirth(page, '31022000');
    await createAccount.click();
    await expectFieldError(page.getByLabel('Date of birth'), 'Date must be in dd/mm/yyyy format');

    // Slashes come by themselves, and a ninth digit is not taken.
    await typeDateOfBirth(page, '190419951');
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('19/04/1995');
    await mere.screenshot('signup');
    await createAccount.click();
    await page.waitForURL('**/login');
    await waitForNotification(
      page,
      'Check your email',
      'Account created. Check your email for a 6-character verification code.',
    );

    const verification = await waitForEmail(server.dataDir, email, /verification code/);
    const code = verificationCodeIn(verification);
    await page.goto(linkIn(verification, '/verify-email'));
    const codeField = page.getByLabel('Verification code');
    const verify = page.getByRole('button', { name: 'Verify Email' });
    await codeField.fill('AB1');
    await verify.click();
    await expectFieldError(codeField, 'Verification code must be 6 characters');

    mere.allow(/^POST \/api\/verify-email 400$/);
    await codeField.fill(wrongCode(code));
    await verify.click();
    await waitForNotification(page, 'Verification Failed', 'Invalid or expired verification code.');
    await mere.screenshot('verify-email-failed');

    await codeField.fill(code.toLowerCase());
    expect(await codeField.inputValue()).toBe(code);
    await mere.screenshot('verify-email');
    await verify.click();
    await page.getByText('Email verified. You can sign in now.').waitFor();
    await page.getByText('Taking you to sign in...').waitFor();
    await mere.screenshot('email-verified');
    await page.waitForURL('**/login', { timeout: 5_000 });

    const password = page.getByLabel('Password', { exact: true });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectFieldError(password, 'Password is required');

    await password.fill(firstPassword);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    const hide = page.getByRole('button', { name: 'Hide password' });
    expect(await hide.getAttribute('aria-pressed')).toBe('true');
    await mere.screenshot('login');
    await hide.click();
    expect(await password.getAttribute('type')).toBe('password');

    mere.allow(/^POST \/api\/login 401$/);
    await signInWithForm(page, email, 'not-my-password');
    await waitForNotification(page, 'Login Failed', 'Invalid email or password.');
    await mere.screenshot('login-failed');
    expect(await storedSessionToken(page)).toBeNull();

    await signInWithForm(page, email, firstPassword);
    // No profile yet: the app sends a new person to set one up.
    await page.waitForURL('**/profile-setup');
    expect(await storedSessionToken(page)).toMatch(SESSION_TOKEN);
    await mere.screenshot('profile-setup-start');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // After launch (the default LAUNCH_MODE) a visitor at / gets the welcome page.
    await page.getByRole('heading', { name: 'Welcome to Starmatch' }).waitFor();
    expect(await storedSessionToken(page)).toBeNull();

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await mere.screenshot('forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await waitForNotification(
      page,
      'Check your email',
      "If an account exists with that email, you'll receive a password reset link shortly.",
    );
    await page.waitForURL('**/login', { timeout: 5_000 });

    const reset = await waitForEmail(server.dataDir, email, /Reset your Starmatch password/);
    await page.goto(linkIn(reset, '/reset-password'));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}!`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectFieldError(page.getByLabel('Confirm new password'), "Passwords don't match");
    await page.getByLabel('Confirm new password').fill(newPassword);
    await mere.screenshot('reset-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login', { timeout: 5_000 });

    await signInWithForm(page, email, newPassword);
    await page.waitForURL('**/profile-setup');
    expect(await storedSessionToken(page)).toMatch(SESSION_TOKEN);

    expect(mere.problems).toEqual([]);
    await mere.context.close();
  });

  it('changes the email in settings, signs out past the back button and deletes the account by keyboard', async () => {
    const oldEmail = `awhina.${Date.now()}@example.nz`;
    const newEmail = `awhina.new.${Date.now()}@example.nz`;
    const password = 'tui-song-at-dawn';
    const token = await verifiedAccount(server.origin, server.dataDir, {
      email: oldEmail,
      password,
      fullName: 'Awhina Parata',
      dateOfBirth: '1992-11-05',
      gender: 'Female',
    });
    await completeProfile(server.origin, token, {
      bio: 'Kia ora! Weekend tramper, weekday baker, always up for a quiz night.',
      location: 'Hamilton, Waikato',
      photo: await testPhoto('#0f766e'),
    });
    const awhina = await newPerson(browser, server.origin);
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
    const notice = await waitForEmail(server.dataDir, oldEmail, /email address is changing/);
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

    // The new address has to be verified before it signs in; trying sends a fresh code.
    awhina.allow(/^POST \/api\/login 403$/);
    await signInWithForm(page, newEmail, password);
    await waitForNotification(
      page,
      'Verify your email',
      'Please verify your email before signing in. We sent you a code.',
    );
    await page.waitForURL((url) => url.pathname === '/verify-email');
    const freshCode = await waitForEmail(server.dataDir, newEmail, /verification code/, 2);
    await page.getByLabel('Verification code').fill(verificationCodeIn(freshCode));
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
