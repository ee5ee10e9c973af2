import type { Candidate } from '@starmatch/contracts/candidates';
import type { CompatibilityExplanation } from '@starmatch/contracts/compatibility';
import { ageOn } from '@starmatch/zodiac/age';
import { calendarDateIn } from '@starmatch/zodiac/calendar-date-in-zone';
import { compatibilityPresentation } from '@starmatch/zodiac/compatibility-label';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  currentUserId,
  likeUser,
  matchesOf,
  matchProfileOf,
  readDeck,
} from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { VIEWPORTS } from '../support/browser.js';
import { openChatWith } from '../support/chat-screen.js';
import { cardPartsBelowTheFold, exploreCard, findInExplore } from '../support/explore.js';
import { filePeople } from '../support/file-people.js';
import { dismissNotification, waitForNotification } from '../support/notification.js';
import { signedInPerson } from '../support/signed-in-person.js';

// No demo crowd: Ana's deck holds Ben alone, so his card comes up at once.
const app = appAndBrowser();

const { account, personWithProfile } = filePeople(app, {
  password: 'a-map-not-a-prediction',
  tag: 'why',
});
// An Aries and a Leo.
const ana = account('Ana Whetū', 'Female', '1994-04-12');
const ben = account('Ben Matariki', 'Male', '1992-08-03');
const ANA_BIO = 'Kia ora! Stargazing at Tāwharanui and a swim before work, most days.';
const BEN_BIO =
  'Kia ora, I am Ben. Sunday markets in Avondale, long drives up north and a telescope in the boot.';
const JUST_FOR_FUN =
  'Just for fun: the stars are a map, not a prediction. Get to know each other to find out.';

/** '+38', '−6' (a true minus sign), '0': how the sheet writes a factor's points. */
function signed(points: number): string {
  if (points > 0) return `+${points}`;
  return points < 0 ? `\u2212${-points}` : '0';
}

/**
 * The sheet shows the explanation the API gave: the badge, the headline, each factor (title,
 * detail, signed points and, for screen readers, the word 'points', then the reason) in the
 * API's order, and the note that it is for fun.
 */
async function expectExplanation(sheet: Locator, compatibility: CompatibilityExplanation) {
  const { label, colour } = compatibilityPresentation(compatibility.score);
  const badge = sheet.locator('[data-colour]');
  expect(await badge.textContent()).toBe(`${compatibility.score}%${label}`);
  expect(await badge.getAttribute('data-colour')).toBe(colour);
  await sheet.getByText(compatibility.headline, { exact: true }).waitFor();
  const factors = sheet
    .getByRole('list', { name: 'What goes into your score' })
    .getByRole('listitem');
  expect(await factors.allTextContents()).toEqual(
    compatibility.factors.map(
      (factor) =>
        `${factor.title}${factor.detail ?? ''}${signed(factor.points)} ${
          Math.abs(factor.points) === 1 ? 'point' : 'points'
        }${factor.reason}`,
    ),
  );
  await sheet.getByText(JUST_FOR_FUN, { exact: true }).waitFor();
}

/** On a phone the sheet rises from the bottom edge; on a desktop it sits in the middle. */
async function expectSheetPlacement(page: Page, sheet: Locator) {
  const phone = await sheet.boundingBox();
  expect(phone && Math.round(phone.y + phone.height)).toBe(VIEWPORTS.phone.height);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const desktop = await sheet.boundingBox();
  if (!desktop) throw new Error('the sheet is not drawn on a desktop');
  const middle = desktop.x + desktop.width / 2;
  expect(Math.abs(middle - VIEWPORTS.desktop.width / 2)).toBeLessThan(2);
  expect(desktop.y).toBeGreaterThan(0);
  expect(desktop.y + desktop.height).toBeLessThan(VIEWPORTS.desktop.height);
  await page.setViewportSize(VIEWPORTS.phone);
}

/** The candidate as the deck gives them, once the worker has built the deck with them in it. */
async function candidateInDeck(token: string, userId: string): Promise<Candidate> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const deck = await readDeck(app.server.origin, token);
    const found = deck.find((candidate) => candidate.userId === userId);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${userId} never came into the deck`);
}

/** Waits for the focus to be on `locator`: Radix gives it back a task after a sheet closes. */
async function focusComesTo(locator: Locator): Promise<void> {
  const element = await locator.elementHandle();
  await locator.page().waitForFunction((target) => target === document.activeElement, element);
}

describe('why two people match, in Chromium', () => {
  it('shows the headline on the card, the reasons in its sheet, and the same on the match profile', async () => {
    const [anaToken, benToken] = await Promise.all([
      personWithProfile(ana, ANA_BIO, ['#7c3aed']),
      personWithProfile(ben, BEN_BIO, ['#b45309', '#0f766e']),
    ]);
    const [anaId, benId] = await Promise.all([
      currentUserId(app.server.origin, anaToken),
      currentUserId(app.server.origin, benToken),
    ]);
    // Ben liked Ana first, so her like below makes the match.
    await likeUser(app.server.origin, benToken, anaId);
    const benCandidate = await candidateInDeck(anaToken, benId);
    const { compatibility } = benCandidate;
    expect(compatibility, 'each candidate carries its compatibility explanation').toBeDefined();
    expect(compatibility.score).toBe(benCandidate.compatibilityScore);
    expect(compatibility.level).toBe(benCandidate.zodiacCompatibilityLevel);

    const anaP = await signedInPerson(app.browser, app.server.origin, anaToken);
    const a = anaP.page;
    await a.goto('/');
    await findInExplore(a, 'Ben');
    const card = exploreCard(a);
    const benAge = ageOn(ben.dateOfBirth, calendarDateIn('Pacific/Auckland'));
    expect(await card.getAttribute('aria-label')).toBe(`Ben, ${benAge}`);

    // The headline sits under the badge, and a phone still shows the buttons and the bio.
    const headline = card.getByText(compatibility.headline, { exact: true });
    await headline.waitFor();
    const badgeBox = await card.locator('[data-colour]').boundingBox();
    const headlineBox = await headline.boundingBox();
    expect(headlineBox && badgeBox && headlineBox.y >= badgeBox.y + badgeBox.height).toBe(true);
    expect(await cardPartsBelowTheFold(a, BEN_BIO)).toEqual([]);
    await anaP.screenshot('why-you-match-card');

    const button = card.getByRole('button', { name: 'Why you match', exact: true });
    await button.click();
    const sheet = a.getByRole('dialog', { name: 'Why you match' });
    await sheet.waitFor();
    await expectExplanation(sheet, compatibility);
    await sheet.getByText('You and Ben', { exact: true }).waitFor();
    await focusComesTo(sheet.getByRole('button', { name: 'Close' }));
    await expectSheetPlacement(a, sheet);
    await anaP.screenshot('why-you-match-sheet');
    await a.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await focusComesTo(button);

    await card.getByRole('button', { name: 'Like Ben', exact: true }).click();
    await waitForNotification(
      a,
      'Match Request Sent!',
      "It's a match! You and Ben like each other.",
    );
    await dismissNotification(a, 'Match Request Sent!');

    // From the chat's header, Ben's profile with the same reasons.
    await openChatWith(a, ben.fullName);
    const [match] = await matchesOf(app.server.origin, anaToken);
    if (!match) throw new Error('Ana has no match with Ben');
    const profile = await matchProfileOf(app.server.origin, anaToken, match.id);
    expect(profile.userId).toBe(benId);
    expect(profile.compatibility).toEqual(compatibility);

    const opener = a.getByRole('button', { name: `See ${ben.fullName}'s profile` });
    await opener.click();
    const profileSheet = a.getByRole('dialog', { name: ben.fullName });
    await profileSheet.getByText(BEN_BIO, { exact: true }).waitFor();
    const photos = profileSheet
      .getByRole('list', { name: `${ben.fullName}'s photos` })
      .getByRole('img');
    expect(
      await photos.evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual([`${ben.fullName} (1 of 2)`, `${ben.fullName} (2 of 2)`]);
    await profileSheet.getByText(`${ben.fullName}, ${benAge}`, { exact: true }).waitFor();
    await profileSheet.getByText('♌Leo', { exact: true }).waitFor();
    await profileSheet.getByText('Auckland, Auckland', { exact: true }).waitFor();
    await expectExplanation(profileSheet, profile.compatibility);
    // The first photo has loaded before the picture is taken.
    await a.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[role="dialog"] img');
      return image?.complete === true && image.naturalWidth > 0;
    });
    await expectSheetPlacement(a, profileSheet);
    await anaP.screenshot('match-profile');
    await a.keyboard.press('Escape');
    await profileSheet.waitFor({ state: 'detached' });
    await focusComesTo(opener);
    await a.getByRole('heading', { name: ben.fullName, level: 1 }).waitFor();

    expect(anaP.problems).toEqual([]);
    await anaP.context.close();
  });
});
