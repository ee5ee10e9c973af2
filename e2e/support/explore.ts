import type { Locator, Page } from 'playwright-core';

/** The candidate card showing on the explore tab; its accessible name is 'First name, age'. */
export function exploreCard(page: Page): Locator {
  return page.getByRole('article');
}

function refreshButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Refresh Matches' });
}

/** Waits for a card or the empty state and answers the card's name ('Kiri, 30'), or null. */
export async function currentCandidate(page: Page): Promise<string | null> {
  await exploreCard(page).or(refreshButton(page)).first().waitFor();
  if (await refreshButton(page).isVisible()) return null;
  return exploreCard(page).getAttribute('aria-label', { timeout: 2_000 });
}

/**
 * Presses Next person (a pass) and waits until the pass is answered and the deck has moved on, which
 * also holds when the deck has one person and Next wraps round to them again.
 */
export async function pressNext(page: Page): Promise<void> {
  const passed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/matches/like') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Next person', exact: true }).click();
  await passed;
  await page.locator('button[aria-label="Next person"]:not([disabled])').waitFor();
}

/** The empty state: the worker builds decks asynchronously, so ask again after a moment. */
async function askAgain(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  // A refetch already under way may swap the empty state for a card first: then look again.
  await refreshButton(page)
    .click({ timeout: 2_000 })
    .catch(() => undefined);
}

/**
 * Steps through the deck (Next is a pass) until the named person's card is showing. A deck
 * loaded before they were in it wraps round to people already seen: then the page is reloaded,
 * which reads the deck afresh.
 */
export async function findInExplore(page: Page, firstName: string, maxSteps = 40): Promise<void> {
  const seen = new Set<string>();
  for (let step = 0; step < maxSteps; step += 1) {
    const name = await currentCandidate(page);
    if (name === null) {
      await askAgain(page);
      continue;
    }
    if (name.startsWith(`${firstName},`)) return;
    if (seen.has(name)) {
      seen.clear();
      await page.waitForTimeout(500);
      await page.reload();
      continue;
    }
    seen.add(name);
    await pressNext(page);
  }
  throw new Error(`${firstName} never came up in explore`);
}

/**
 * Reloads explore until the first card passes `accepted` (given the card): for a deck the
 * worker rebuilds after a change of settings, which lands a moment after the save.
 */
export async function reloadExploreUntil(
  page: Page,
  accepted: (card: Locator) => Promise<boolean>,
  attempts = 20,
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const name = await currentCandidate(page);
    if (name !== null && (await accepted(exploreCard(page)))) return;
    await page.waitForTimeout(500);
    await page.reload();
  }
  throw new Error(`explore never showed a card that fits after ${attempts} loads`);
}

/**
 * What a phone cannot see of the card without scrolling: its name on the photo, both buttons
 * and the first line of `bio` must sit between the header and the tab bar. Answers one line per
 * part that does not, so a test expects [].
 */
export async function cardPartsBelowTheFold(page: Page, bio: string): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const card = exploreCard(page);
  const header = await page.getByRole('banner').boundingBox();
  const tabBar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  if (!header || !tabBar) return ['no header or tab bar'];
  const top = header.y + header.height;
  const photo = await card.getByRole('img').boundingBox();
  const name = card.getByRole('heading', { level: 3 });
  const parts: [string, Locator, number][] = [
    ['name', name, Number.POSITIVE_INFINITY],
    ['Next person', card.getByRole('button', { name: 'Next person', exact: true }), 64],
    ['Like', card.getByRole('button', { name: /^Like / }), 64],
    // Its first line, at the card's line height.
    ['bio', card.getByText(bio, { exact: true }), 28],
  ];
  const problems: string[] = [];
  for (const [part, locator, height] of parts) {
    const box = await locator.boundingBox();
    if (!box) {
      problems.push(`${part}: not drawn`);
      continue;
    }
    const bottom = box.y + Math.min(box.height, height);
    if (box.y < top || bottom > tabBar.y) {
      problems.push(`${part}: ${box.y}-${bottom}, outside ${top}-${tabBar.y}`);
    }
  }
  const heading = await name.boundingBox();
  if (photo && heading && heading.y + heading.height > photo.y + photo.height) {
    problems.push('name: not on the photo');
  }
  return problems;
}
