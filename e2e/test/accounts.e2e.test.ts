import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium, newPerson } from '../support/browser.js';
import { linkIn, verificationCodeIn, waitForEmail } from '../support/outbox.js';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const email = `mere.${Date.now()}@example.nz`;
const firstPassword = 'kowhai-spring-2025';
const newPassword = 'pohutukawa-summer';

async function signIn(page: Page, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('an account, from sign-up to a reset password, in Chromium', () => {
  it('signs up, verifies by the emailed code, signs in and out, and resets the password by the emailed link', async () => {
    const mere = await newPerson(browser, server.origin);
    const { page } = mere;
    // Setup asks for an existing profile first; a new person has none yet.
    mere.allow(/^GET \/api\/profile 404$/);

    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Mere Tūhoe');
    const dateOfBirth = page.getByLabel('Date of birth');
    await dateOfBirth.pressSequentially('190419951');
    expect(await dateOfBirth.inputValue()).toBe('19/04/1995');
    await page.getByLabel('Email').fill(email);
    await page.getByText('Female', { exact: true }).click();
    expect(await page.getByLabel('Female').isChecked()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await mere.screenshot('signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/login');

    const verification = await waitForEmail(server.dataDir, email, /verification code/);
    await page.goto(linkIn(verification, '/verify-email'));
    await page.getByLabel('Verification code').fill(verificationCodeIn(verification).toLowerCase());
    await mere.screenshot('verify-email');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.getByText('Taking you to sign in...').waitFor();
    await mere.screenshot('email-verified');
    await page.waitForURL('**/login', { timeout: 5_000 });

    await mere.screenshot('login');
    await signIn(page, firstPassword);
    // No profile yet: the app sends a new person to set one up.
    await page.waitForURL('**/profile-setup');
    await mere.screenshot('profile-setup-start');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull();

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await mere.screenshot('forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.waitForURL('**/login', { timeout: 5_000 });

    const reset = await waitForEmail(server.dataDir, email, /Reset your Starmatch password/);
    await page.goto(linkIn(reset, '/reset-password'));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await mere.screenshot('reset-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login', { timeout: 5_000 });

    await signIn(page, newPassword);
    await page.waitForURL('**/profile-setup');
    expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toMatch(/^[\w-]{43}$/);

    expect(mere.problems).toEqual([]);
    await mere.context.close();
  });

  it('joins the waitlist and sees the count go up', async () => {
    const visitor = await newPerson(browser, server.origin);
    const { page } = visitor;
    await page.goto('/waitlist');
    await page.getByRole('heading', { name: 'Find Your Perfect Match' }).waitFor();
    await page.getByLabel('Email').fill(`waitlist.${Date.now()}@example.nz`);
    await page.getByText('26-31', { exact: true }).click();
    await page.getByText('Female', { exact: true }).click();
    await page.getByText('Yes', { exact: true }).click();
    await visitor.screenshot('waitlist');
    await page.getByRole('button', { name: /Join/ }).click();
    await page.getByText("You're on the list!").first().waitFor();
    await visitor.screenshot('waitlist-joined');
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});
