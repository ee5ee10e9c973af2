import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appAndBrowser } from '../support/app-and-browser.js';
import { newPerson } from '../support/browser.js';
import { holdRequests } from '../support/network-faults.js';
import { waitForNotification } from '../support/notification.js';

// Before launch (LAUNCH_MODE=waitlist) a visitor at / meets the waitlist, and the welcome page
// stays reachable at /welcome and /app: both anonymous landings in one app.server. The other files
// run the default (open) mode, where / shows the welcome page.
const app = appAndBrowser({ LAUNCH_MODE: 'waitlist' });

// With nobody on the list yet the page invites instead of showing '0 people have already joined'.
const INVITE = 'Be the first to join';
const countLine = (page: Page) => page.getByText(new RegExp(`already joined$|^${INVITE}$`));

async function waitlistCount(page: Page): Promise<number> {
  const text = (await countLine(page).textContent()) ?? '';
  if (text === INVITE) return 0;
  const count = /^([\d,]+) (people have|person has) already joined$/.exec(text)?.[1];
  if (count === undefined) throw new Error(`no waitlist count in "${text}"`);
  return Number(count.replace(/,/g, ''));
}

describe('public pages in Chromium', () => {
  it('shows the waitlist at /, checks its answers, joins it and counts one more', async () => {
    const visitor = await newPerson(app.browser, app.server.origin);
    const { page } = visitor;

    await page.goto('/');
    await page.getByRole('heading', { name: 'Find Your Perfect Match' }).waitFor();
    await page.getByText('Over swipe burnout and superficial matching? Join us today.').waitFor();
    await page.getByText('Early beta testing coming October 2025').waitFor();
    for (const blurb of ['Smart Matching', 'Zodiac Compatibility', 'Real Connections']) {
      await page.getByRole('heading', { name: blurb }).waitFor();
    }
    // A fresh install: no one has joined yet.
    await page.getByText(INVITE, { exact: true }).waitFor();
    expect(await page.getByText(/already joined/).count()).toBe(0);
    await visitor.screenshot('landing');

    // The hidden way in for the team: Ctrl+Shift+D, or the small footer button.
    await page.keyboard.press('Control+Shift+D');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await page.goto('/waitlist');
    await page.getByRole('button', { name: 'Developer Access' }).click();
    await page.waitForURL('**/login');

    await page.goto('/waitlist');
    await countLine(page).waitFor();
    const before = await waitlistCount(page);
    expect(before).toBe(0);

    // Each missing answer is reported on its own, in the form's order (docs/PRODUCT.md "Validation").
    const join = page.getByRole('button', { name: 'Join the Waitlist' });
    await join.click();
    await waitForNotification(page, 'Invalid Email', 'Please enter a valid email address.');
    await page.getByLabel('Email').fill(`waitlist.${Date.now()}@example.nz`);
    await join.click();
    await waitForNotification(page, 'Age Group Required', 'Please select your age group.');
    await page.getByText('26-31', { exact: true }).click();
    await join.click();
    await waitForNotification(page, 'Gender Required', 'Please select your gender.');
    await page.getByText('Female', { exact: true }).click();
    await join.click();
    await waitForNotification(page, 'Location Required', 'Please indicate if you are NZ based.');
    await page.getByText('Yes', { exact: true }).click();
    await visitor.screenshot('waitlist');

    // Held at the network so the busy label can be seen however fast the server answers.
    const joining = await holdRequests(page, '**/api/waitlist', 'POST');
    await join.click();
    await joining.arrived;
    const busy = page.getByRole('button', { name: 'Joining...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await joining.release();

    await page.getByRole('heading', { name: "You're on the list!" }).waitFor();
    await page.getByText("We'll email you as soon as Starmatch launches").waitFor();
    await waitForNotification(page, 'Welcome to the waitlist!');
    expect(await waitlistCount(page)).toBe(before + 1);
    await page.getByText('1 person has already joined', { exact: true }).waitFor();
    // The confirmation is shorter than the form it replaces; it scrolls itself fully into view.
    const confirmation = page.getByRole('status').filter({ hasText: "You're on the list!" });
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = await confirmation.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
      })
      .toBe(true);
    await visitor.screenshot('waitlist-joined');

    // The server counted the join too, not only the page.
    await page.reload();
    await page.getByText(/already joined$/).waitFor();
    expect(await waitlistCount(page)).toBe(before + 1);

    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });

  it('opens every page at the top, and back and forward restore where each was left', async () => {
    const visitor = await newPerson(app.browser, app.server.origin);
    const { page } = visitor;
    const scrollY = () => page.evaluate(() => window.scrollY);
    const toTheEnd = () =>
      page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    await page.goto('/waitlist');
    await countLine(page).waitFor();
    await toTheEnd();
    const waitlistEnd = await scrollY();
    expect(waitlistEnd).toBeGreaterThan(300);

    // Loaded by its address, as from a link in an email: once, this opened where /waitlist was.
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await scrollY()).toBe(0);

    await page.goto('/waitlist');
    await countLine(page).waitFor();
    await toTheEnd();
    await page.getByRole('link', { name: 'Terms & Privacy' }).click();
    await page.waitForURL('**/terms');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(scrollY).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));

    await page.goBack();
    await page.waitForURL('**/waitlist');
    await expect.poll(scrollY).toBe(waitlistEnd);
    await page.goForward();
    await page.waitForURL('**/terms');
    await expect.poll(scrollY).toBe(400);

    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });

  it('shows the welcome page, the terms, a 404, and the sign-in gate on members-only pages', async () => {
    const visitor = await newPerson(app.browser, app.server.origin);
    const { page } = visitor;

    // /app is the signed-in home; a visitor gets the welcome page there whatever the launch mode.
    await page.goto('/app');
    await page.getByRole('heading', { name: 'Welcome to Starmatch' }).waitFor();
    await page.getByRole('link', { name: 'Create Your Profile' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();

    await page.goto('/welcome');
    await page.getByRole('heading', { name: 'Welcome to Starmatch' }).waitFor();
    for (const blurb of ['Zodiac Matching', 'Real-time Chat', 'Safe & Secure']) {
      await page.getByRole('heading', { name: blurb }).waitFor();
    }
    await page.getByRole('link', { name: 'Terms of Service' }).waitFor();
    await page.getByRole('link', { name: 'Privacy Policy' }).waitFor();
    await visitor.screenshot('welcome');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');

    await page.goto('/terms');
    for (const section of ['Terms of Service', 'Community Standards', 'Privacy Policy']) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    await page
      .getByText(
        'Effective June 2025. Governed by the laws of New Zealand. Starmatch is for adults aged 18 and over.',
      )
      .waitFor();
    await visitor.screenshot('terms');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await visitor.screenshot('not-found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Find Your Perfect Match' }).waitFor();

    for (const path of ['/settings', '/matches', '/chat']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      if (path === '/settings') await visitor.screenshot('sign-in-gate');
    }
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');

    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});
