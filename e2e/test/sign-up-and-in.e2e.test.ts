import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appAndBrowser } from '../support/app-and-browser.js';
import { newPerson } from '../support/browser.js';
import { fieldErrorOf } from '../support/field-errors.js';
import { isFocused } from '../support/keyboard.js';
import { waitForNotification } from '../support/notification.js';
import { linkIn, verificationCodeIn, waitForEmail } from '../support/outbox.js';
import { signInWithForm, storedSessionToken } from '../support/sign-in.js';

const app = appAndBrowser();

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

describe('a new account in Chromium', () => {
  it('signs up after fixing the form, verifies by the emailed code, signs in and resets the password', async () => {
    const email = `mere.${Date.now()}@example.nz`;
    const firstPassword = 'kowhai-spring-2025';
    const newPassword = 'pohutukawa-summer';
    const mere = await newPerson(app.browser, app.server.origin);
    const { page } = mere;

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

    // There is no 31 February, nor a 29th in 2001: the shape is right but the date is not.
    for (const digits of ['31022001', '29022001']) {
      await typeDateOfBirth(page, digits);
      await createAccount.click();
      await expectFieldError(page.getByLabel('Date of birth'), 'Please enter a real date');
    }

    // Slashes come by themselves, and a ninth digit is not taken.
    await typeDateOfBirth(page, '190419951');
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('19/04/1995');
    await mere.screenshot('signup');
    await createAccount.click();
    await page.waitForURL('**/login');
    // Her address is filled in, handed over in history state, never in the URL.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await waitForNotification(
      page,
      'Check your email',
      'Account created. Check your email for a 6-character verification code.',
    );

    // Signing in before verifying leads to the code screen, and the code already emailed stays
    // good: the verification below uses the first email's code.
    mere.allow(/^POST \/api\/login 403$/);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/verify-email?*');
    await waitForNotification(
      page,
      'Verify your email',
      'Please verify your email before signing in. We sent you a code.',
    );

    const verification = await waitForEmail(app.server.dataDir, email, /verification code/);
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
    // The card stays where it was when the form gives way to the shorter 'Email verified'.
    const headingTop = async () =>
      (await page.getByRole('heading', { level: 1 }).boundingBox())?.y ?? Number.NaN;
    const formTop = await headingTop();
    await verify.click();
    await page.getByText('Email verified. You can sign in now.').waitFor();
    expect(await headingTop()).toBe(formTop);
    await page.getByText('Taking you to sign in...').waitFor();
    await mere.screenshot('email-verified');
    await page.waitForURL('**/login', { timeout: 5_000 });

    const password = page.getByLabel('Password', { exact: true });
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
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

    const reset = await waitForEmail(app.server.dataDir, email, /Reset your Starmatch password/);
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
});
