import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium, newPerson } from '../support/browser.js';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('public pages in Chromium', () => {
  it('shows the welcome page, the terms by deep link, and a 404 for anything else', async () => {
    const visitor = await newPerson(browser, server.origin);
    const { page } = visitor;

    await page.goto('/welcome');
    await page.getByRole('heading', { name: 'Welcome to Starmatch' }).waitFor();
    await visitor.screenshot('welcome');

    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Terms of Service' }).first().waitFor();
    expect(await page.getByText('New Zealand').count()).toBeGreaterThan(0);
    await visitor.screenshot('terms');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: /not found/i }).waitFor();
    await visitor.screenshot('not-found');

    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});
