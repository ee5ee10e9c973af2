import { ageOn } from '@starmatch/zodiac/age';
import { calendarDateIn } from '@starmatch/zodiac/calendar-date-in-zone';
import { compatibilityPresentation } from '@starmatch/zodiac/compatibility-label';
import { zodiacSignFromDate } from '@starmatch/zodiac/sign-from-date';
import { zodiacSignInfo } from '@starmatch/zodiac/signs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type NewAccount,
  profilePhotos,
  saveSettings,
  verifiedAccount,
  verifiedAccountWithProfile,
} from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import type { Person } from '../support/browser.js';
import { cardPartsBelowTheFold, exploreCard, findInExplore } from '../support/explore.js';
import { dismissNotification, waitForNotification } from '../support/notification.js';
import { signedInPerson } from '../support/signed-in-person.js';
import { testPhoto } from '../support/test-photo.js';

const app = appAndBrowser({ SEED_DEMO: 'true' });

const stamp = Date.now();
const kiri: NewAccount = {
  email: `kiri.${stamp}@example.nz`,
  password: 'harbour-bridge-walk',
  fullName: 'Kiri Walker',
  dateOfBirth: '1996-03-30',
  gender: 'Female',
};
const KIRI_BIO =
  'Kia ora! Sunrise swims at Takapuna, pottery on Sundays and a soft spot for kūmara chips.';

// A long first name (the card greets people by it) in a long full name, with a bio of exactly
// the 500 characters profile setup allows (docs/PRODUCT.md "Timings and limits").
const WIREMU_FIRST_NAME = 'Wiremu-Tangaroa-Rangimārie';
const wiremu: NewAccount = {
  email: `wiremu.${stamp}@example.nz`,
  password: 'waka-ama-at-dawn',
  fullName: `${WIREMU_FIRST_NAME} Fitzgerald-Montgomery Te Whatahoro Pōmare-Hēnare`,
  dateOfBirth: '1993-06-15',
  gender: 'Male',
};
const WIREMU_BIO =
  'Kia ora! I grew up in Ōpōtiki and moved to the North Shore for work as a structural engineer, ' +
  'so most weekdays I am drawing big bridges and most weekends I am walking across them. I paddle ' +
  'waka ama at Takapuna before sunrise, coach under-twelve rugby on Saturday mornings, and cook a ' +
  'hāngī for my whānau every Matariki. I read history books, play the ukulele badly and know every ' +
  'bakery between Devonport and Albany. Looking for someone kind and curious who laughs easily and ' +
  'loves very early starts.';

const ageToday = (dateOfBirth: string) => ageOn(dateOfBirth, calendarDateIn('Pacific/Auckland'));

/**
 * The card's compatibility badge shows the score the viewer's deck gives the candidate (the full
 * score of packages/zodiac, signs and more), with its label and colour.
 */
async function expectBadge(page: Page, card: Locator, firstName: string) {
  const deck = await page.evaluate(async () => {
    const token = localStorage.getItem('sessionToken') ?? '';
    const response = await fetch('/api/matches/potential', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { user: { firstName: string }; compatibilityScore: number }[];
  });
  const score = deck.find(
    (candidate) => candidate.user.firstName === firstName,
  )?.compatibilityScore;
  if (score === undefined) throw new Error(`${firstName} is not in the deck`);
  const { label, colour } = compatibilityPresentation(score);
  const badge = card.locator('[data-colour]');
  expect(await badge.textContent()).toBe(`${score}%${label}`);
  expect(await badge.getAttribute('data-colour')).toBe(colour);
}

/** The sign as the card writes it, symbol first ('♈Aries'): the headline may name it too. */
function signText(dateOfBirth: string): string {
  const { symbol, name } = zodiacSignInfo(zodiacSignFromDate(dateOfBirth));
  return `${symbol}${name}`;
}

/** Nothing sticks out sideways: long words wrap or truncate instead of widening the page. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

describe('discovery in Chromium, on a server with the demo crowd', () => {
  let kiriPerson: Person;
  let wiremuPerson: Person;

  it('sets up a profile with two photos after its validation messages, and shows it on a card', async () => {
    const kiriToken = await verifiedAccount(app.server.origin, app.server.dataDir, kiri);
    // A short deck: men on the North Shore, and (from the setup below) 30 to 34.
    await saveSettings(app.server.origin, kiriToken, {
      preferredAgeRanges: [],
      preferredCities: ['North Shore'],
    });
    kiriPerson = await signedInPerson(app.browser, app.server.origin, kiriToken);
    const k = kiriPerson.page;

    await k.goto('/profile-setup');
    await k.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await k.getByLabel('Minimum age').fill('17');
    await k.getByRole('button', { name: 'Save Profile' }).click();
    for (const message of [
      'Please upload at least one photo.',
      'Bio must be at least 10 characters',
      'Location is required',
      'Minimum age must be 18',
    ]) {
      // Each message follows an aria-hidden '!' mark in its line.
      await k.getByText(message).waitFor();
    }
    // The only orientation there is starts chosen, so it never needs a message.
    expect(await k.getByLabel('Heterosexual', { exact: true }).isChecked()).toBe(true);
    expect(await k.getByText('Sexual orientation is required').count()).toBe(0);
    await kiriPerson.screenshot('profile-setup-errors');

    await k.getByLabel('Bio').fill(KIRI_BIO);
    await k.getByLabel('Location').fill('Auckland, Auckland');
    await k.getByLabel('Minimum age').fill('30');
    await k.getByLabel('Maximum age').fill('34');
    await k.locator('input[type="file"]').setInputFiles([
      { name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await testPhoto('#7c3aed') },
      { name: 'pottery.jpg', mimeType: 'image/jpeg', buffer: await testPhoto('#0f766e') },
    ]);
    const photos = k.getByRole('list', { name: 'Your photos' });
    await photos.getByRole('img', { name: 'Preview 1 of 2' }).waitFor();
    await photos.getByRole('img', { name: 'Preview 2 of 2' }).waitFor();
    expect(await photos.getByRole('listitem').count()).toBe(2);
    await k.getByText('2 of 6', { exact: true }).waitFor();
    // The button reads 'Uploading photos...' until both uploads are in.
    await k.getByRole('button', { name: 'Save Profile' }).waitFor();
    await kiriPerson.screenshot('profile-setup');
    const firstDeck = k.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/matches/potential' &&
        response.request().method() === 'GET',
    );
    await k.getByRole('button', { name: 'Save Profile' }).click();
    await k.waitForURL((url) => url.pathname === '/');
    await k.getByRole('heading', { name: 'Discover' }).waitFor();
    // Her first look at the deck already holds the people who fit, best first, and the first of
    // them is on screen without her pressing anything.
    const deck = (await (await firstDeck).json()) as { user: { firstName: string }; age: number }[];
    expect(deck.length).toBeGreaterThan(0);
    const [best] = deck;
    expect(await exploreCard(k).getAttribute('aria-label')).toBe(
      `${best?.user.firstName}, ${best?.age}`,
    );
    await kiriPerson.screenshot('explore-first-deck');

    // Wiremu, on the North Shore and after women of exactly 30, finds Kiri's card.
    const wiremuToken = await verifiedAccountWithProfile(
      app.server.origin,
      app.server.dataDir,
      wiremu,
      {
        bio: WIREMU_BIO,
        location: 'North Shore, Auckland',
        photos: [await testPhoto('#b45309')],
        ageRangeMin: 30,
        ageRangeMax: 30,
      },
    );
    wiremuPerson = await signedInPerson(app.browser, app.server.origin, wiremuToken);
    const w = wiremuPerson.page;
    // Kiri's first photo fails to load on Wiremu's side: the card shows the placeholder.
    const [firstPhoto] = await profilePhotos(app.server.origin, kiriToken);
    const failingPath = new URL(firstPhoto ?? '', app.server.origin).pathname;
    await w.route(
      (url) => url.pathname === failingPath,
      (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
    );
    wiremuPerson.allow(new RegExp(`^GET ${failingPath.replace(/[.]/g, '\\.')} 404$`));
    await w.goto('/');
    await findInExplore(w, 'Kiri');

    const card = exploreCard(w);
    const kiriAge = ageToday(kiri.dateOfBirth);
    expect(await card.getAttribute('aria-label')).toBe(`Kiri, ${kiriAge}`);
    await card.getByRole('heading', { name: `Kiri, ${kiriAge}` }).waitFor();
    await card.getByText(signText(kiri.dateOfBirth), { exact: true }).waitFor();
    await card.getByText('Auckland, Auckland', { exact: true }).waitFor();
    await card.getByText(KIRI_BIO, { exact: true }).waitFor();
    await expectBadge(w, card, 'Kiri');

    const photo = card.getByRole('img', { name: /^Kiri \(\d of 2\)$/ });
    await card.getByText('1 / 2', { exact: true }).waitFor();
    expect(await photo.getAttribute('alt')).toBe('Kiri (1 of 2)');
    await w.waitForFunction(() =>
      document.querySelector('article img')?.getAttribute('src')?.startsWith('data:image/svg+xml'),
    );
    await wiremuPerson.screenshot('explore-photo-placeholder');

    await card.getByRole('button', { name: 'Next photo' }).click();
    await card.getByText('2 / 2', { exact: true }).waitFor();
    expect(await photo.getAttribute('alt')).toBe('Kiri (2 of 2)');
    expect(await photo.getAttribute('src')).toMatch(/^\/uploads\/profiles\//);
    await w.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('article img');
      return image?.complete && image.naturalWidth > 0;
    });
    await wiremuPerson.screenshot('explore');
    expect(await cardPartsBelowTheFold(w, KIRI_BIO)).toEqual([]);
    // Both ways round the ends: next from the last is the first, previous from the first the last.
    await card.getByRole('button', { name: 'Next photo' }).click();
    await card.getByText('1 / 2', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Previous photo' }).click();
    await card.getByText('2 / 2', { exact: true }).waitFor();

    // Cards that start leaving (made inert while they animate away), in order.
    await w.evaluate(() => {
      const exits: string[] = [];
      Object.assign(window, { cardExits: exits });
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as Element;
          if (element.tagName === 'ARTICLE' && element.hasAttribute('inert')) {
            exits.push(
              `${element.getAttribute('aria-label')} ${getComputedStyle(element).animationName}`,
            );
          }
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['inert'] });
    });
    await card.getByRole('button', { name: 'Like Kiri', exact: true }).click();
    await waitForNotification(
      w,
      'Match Request Sent!',
      "We'll let you know if Kiri likes you back.",
    );
    // The view moves on: Kiri's card is gone (another card or the caught-up note shows).
    await card.filter({ has: w.getByRole('heading', { name: `Kiri, ${kiriAge}` }) }).waitFor({
      state: 'detached',
    });
    await w.locator('article[inert]').waitFor({ state: 'detached' });
    // It went to the right, animated, as a like does.
    expect(
      await w.evaluate(() => (window as unknown as { cardExits: string[] }).cardExits),
    ).toEqual([`Kiri, ${kiriAge} card-exit-liked`]);
    await wiremuPerson.screenshot('explore-liked');

    expect(kiriPerson.problems).toEqual([]);
    expect(wiremuPerson.problems).toEqual([]);
  });

  it('shows a long name and a 500-character bio on the card and in matches', async () => {
    expect(WIREMU_BIO).toHaveLength(500);
    const k = kiriPerson.page;
    await findInExplore(k, WIREMU_FIRST_NAME);
    const card = exploreCard(k);
    const wiremuAge = ageToday(wiremu.dateOfBirth);
    await card.getByRole('heading', { name: `${WIREMU_FIRST_NAME}, ${wiremuAge}` }).waitFor();
    await card.getByText(WIREMU_BIO, { exact: true }).waitFor();
    await card.getByText('North Shore, Auckland', { exact: true }).waitFor();
    await card.getByText(signText(wiremu.dateOfBirth), { exact: true }).waitFor();
    await expectBadge(k, card, WIREMU_FIRST_NAME);
    await expectNoSidewaysScroll(k);
    // A name on two lines grows up the photo: the buttons and the bio stay where they were.
    expect(await cardPartsBelowTheFold(k, WIREMU_BIO)).toEqual([]);
    await card.getByText(WIREMU_BIO, { exact: true }).scrollIntoViewIfNeeded();
    await kiriPerson.screenshot('explore-long-bio');

    // He liked her first, so her like is the match.
    await card.getByRole('button', { name: `Like ${WIREMU_FIRST_NAME}`, exact: true }).click();
    await waitForNotification(
      k,
      'Match Request Sent!',
      `It's a match! You and ${WIREMU_FIRST_NAME} like each other.`,
    );
    await dismissNotification(k, 'Match Request Sent!');

    await k.getByRole('link', { name: 'Matches' }).click();
    await k.getByRole('heading', { name: 'Your Matches (1)' }).waitFor();
    await k.getByRole('listitem', { name: wiremu.fullName }).waitFor();
    await expectNoSidewaysScroll(k);
    await kiriPerson.screenshot('matches-long-name');

    await k.getByRole('link', { name: 'Back' }).click();
    await k.getByRole('button', { name: 'Profile' }).click();
    await k.getByRole('heading', { name: kiri.fullName }).waitFor();
    await kiriPerson.screenshot('profile-tab');

    expect(kiriPerson.problems).toEqual([]);
    await kiriPerson.context.close();
    await wiremuPerson.context.close();
  });
});
