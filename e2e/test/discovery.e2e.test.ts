import { compatibility } from '@starmatch/zodiac/compatibility';
import { compatibilityLabel } from '@starmatch/zodiac/compatibility-label';
import { zodiacSignFromDate } from '@starmatch/zodiac/sign-from-date';
import { ZODIAC_SIGNS } from '@starmatch/zodiac/signs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings, verifiedAccount } from '../support/api-account.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium, newPerson } from '../support/browser.js';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ SEED_DEMO: 'true' }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const kiri = {
  email: `kiri.${Date.now()}@example.nz`,
  password: 'harbour-bridge-walk',
  fullName: 'Kiri Walker',
  dateOfBirth: '1996-03-30',
  gender: 'Female' as const,
};

function portrait(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .toBuffer();
}

/** Steps through the feed (Next is a pass) until the named person's card is showing. */
async function findInExplore(page: Page, firstName: string): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const card = page.locator('article').first();
    await card
      .or(page.getByRole('button', { name: 'Refresh Matches' }))
      .first()
      .waitFor();
    if (await page.getByRole('button', { name: 'Refresh Matches' }).isVisible()) {
      // The deck is built by the worker right after setup; ask again until it is there.
      await page.waitForTimeout(500);
      // A refetch already under way may swap the empty state for a card first: then look again.
      await page
        .getByRole('button', { name: 'Refresh Matches' })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      continue;
    }
    if ((await card.getAttribute('aria-label'))?.startsWith(`${firstName},`)) return;
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForTimeout(150);
  }
  throw new Error(`${firstName} never came up in explore`);
}

describe('discovery in Chromium', () => {
  it('sets up a profile with a photo, finds a demo person with the right badge and likes them', async () => {
    const token = await verifiedAccount(server.origin, server.dataDir, kiri);
    // Men of 30 or 31 in Auckland who would also see Kiri: a short feed that includes Nikau.
    await saveSettings(server.origin, token, {
      preferredAgeRanges: ['26-31'],
      preferredCities: ['Auckland'],
    });

    const person = await newPerson(browser, server.origin);
    const { page } = person;
    person.allow(/^GET \/api\/profile 404$/);
    await page.goto('/welcome');
    await page.evaluate((value) => localStorage.setItem('sessionToken', value), token);

    await page.goto('/profile-setup');
    await page
      .getByLabel('Bio')
      .fill(
        'Kia ora! Sunrise swims at Takapuna, pottery on Sundays and a soft spot for kūmara chips.',
      );
    await page.getByText('Heterosexual', { exact: true }).click();
    await page.getByLabel('Location').fill('Auckland, Auckland');
    await page.getByLabel('Minimum age').fill('30');
    await page.getByLabel('Maximum age').fill('32');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'kiri.jpg',
      mimeType: 'image/jpeg',
      buffer: await portrait(),
    });
    await page.getByRole('list', { name: 'Your photos' }).getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: 'Save Profile' }).waitFor();
    await person.screenshot('profile-setup');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('heading', { name: 'Discover' }).waitFor();
    await findInExplore(page, 'Nikau');
    const card = page.locator('article').first();
    const signText = ((await card.locator('p.text-lilac-200').textContent()) ?? '').toLowerCase();
    const nikauSign = ZODIAC_SIGNS.find((sign) => signText.includes(sign));
    if (!nikauSign) throw new Error(`no zodiac sign in "${signText}"`);
    const expected = compatibility(zodiacSignFromDate(kiri.dateOfBirth), nikauSign);
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain(`${expected.score}%`);
    expect(cardText).toContain(compatibilityLabel(expected.score));
    await person.screenshot('explore');

    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await page.getByText('Match Request Sent!').first().waitFor();
    await person.screenshot('explore-liked');

    await page
      .getByRole('link', { name: 'Profile' })
      .or(page.getByRole('button', { name: 'Profile' }))
      .first()
      .click();
    await page.getByText('Kiri Walker').first().waitFor();
    await person.screenshot('profile-tab');

    await page.goto('/settings');
    await page.getByText('Age Preferences').first().waitFor();
    await person.screenshot('settings');

    expect(person.problems).toEqual([]);
    await person.context.close();
  });
});
