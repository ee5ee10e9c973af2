import type { Candidate } from '@starmatch/contracts/candidates';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  currentUserId,
  likeUser,
  matchesOf,
  pendingRequests,
  readDeck,
  respondToRequest,
  sendChatMessage,
  signIn,
} from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import type { Person } from '../support/browser.js';
import { DEMO_PASSWORD, demoEmailsByName } from '../support/demo-crowd.js';
import { currentCandidate, exploreCard, pressNext } from '../support/explore.js';
import { holdRequests } from '../support/network-faults.js';
import { dismissNotification, waitForNotification } from '../support/notification.js';
import { signedInPerson } from '../support/signed-in-person.js';

const app = appAndBrowser({ SEED_DEMO: 'true' });

const AROHA = { email: 'aroha@demo.starmatch.nz', fullName: 'Aroha Ngata' };

/** A preference is a checkbox drawn as a chip: a person clicks the chip, its label. */
function chip(group: Locator, name: string): Locator {
  return group.locator('label').filter({
    has: group.page().getByRole('checkbox', { name, exact: true }),
  });
}

describe('a seeded member, Aroha, among the demo crowd in Chromium', () => {
  let aroha: Person;
  let arohaToken: string;

  it("caps the navigation badges at '9+' for ten requests and ten unread messages", async () => {
    arohaToken = await signIn(app.server.origin, AROHA.email, DEMO_PASSWORD);
    const arohaId = await currentUserId(app.server.origin, arohaToken);
    // Seeded men who can see Aroha (visibility is mutual): her own deck names them.
    const emails = demoEmailsByName();
    let admirers: string[] = [];
    for (let attempt = 0; attempt < 20 && admirers.length < 11; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      const deck = await readDeck(app.server.origin, arohaToken);
      admirers = deck.flatMap((candidate) => emails.get(candidate.fullName) ?? []).slice(0, 11);
    }
    expect(admirers).toHaveLength(11);
    const admirerTokens = await Promise.all(
      admirers.map((email) => signIn(app.server.origin, email, DEMO_PASSWORD)),
    );
    for (const token of admirerTokens) await likeUser(app.server.origin, token, arohaId);

    // She accepts one; he writes ten messages. Ten requests and ten unread are left.
    const [firstRequest] = await pendingRequests(app.server.origin, arohaToken);
    if (!firstRequest) throw new Error('Aroha has no requests');
    await respondToRequest(app.server.origin, arohaToken, firstRequest.id, true);
    const [match] = await matchesOf(app.server.origin, arohaToken);
    if (!match) throw new Error('Aroha has no match');
    const writer = admirerTokens[admirers.indexOf(emails.get(match.otherUser.fullName) ?? '')];
    if (!writer) throw new Error(`no token for ${match.otherUser.fullName}`);
    for (let n = 1; n <= 10; n += 1) {
      await sendChatMessage(app.server.origin, writer, {
        matchId: match.id,
        receiverId: arohaId,
        content: `Message ${n} of 10`,
      });
    }

    aroha = await signedInPerson(app.browser, app.server.origin, arohaToken);
    const a = aroha.page;
    await a.goto('/');
    const matchesTab = a.getByRole('link', { name: /^Matches\W+10 pending match requests$/ });
    const messagesTab = a.getByRole('link', { name: /^Messages\W+10 unread messages$/ });
    await matchesTab.waitFor();
    await messagesTab.waitFor();
    expect(await matchesTab.getByText('9+', { exact: true }).isVisible()).toBe(true);
    expect(await messagesTab.getByText('9+', { exact: true }).isVisible()).toBe(true);
    // A badge sits at its icon's corner: it may touch the icon, not hide it.
    for (const tab of [matchesTab, messagesTab]) {
      const icon = await tab.locator('svg').boundingBox();
      const badge = await tab.getByText('9+', { exact: true }).boundingBox();
      if (!icon || !badge) throw new Error('a tab without its icon or badge');
      const overlapWidth = Math.max(0, icon.x + icon.width - badge.x);
      expect(overlapWidth / icon.width).toBeLessThanOrEqual(0.25);
    }
    await currentCandidate(a);
    await aroha.screenshot('dashboard-badges');
    expect(aroha.problems).toEqual([]);
  });

  it('shows only people from the chosen city and ages once the preferences change', async () => {
    const a = aroha.page;
    await a.getByRole('link', { name: /^Settings/ }).click();
    const cities = a.getByRole('group', { name: 'Location Preferences' });
    const ages = a.getByRole('group', { name: 'Age Preferences' });
    await cities.getByRole('checkbox', { name: 'Auckland', exact: true }).waitFor();
    expect(await cities.getByRole('checkbox', { name: 'Auckland', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await ages.getByRole('checkbox', { name: '39-48', exact: true }).isChecked()).toBe(true);

    // The save is held at the network, so its indicator stays up until it has been seen.
    const held = await holdRequests(a, '**/api/settings', 'PATCH');
    await chip(cities, 'Auckland').click();
    await held.arrived;
    await a.getByText('Saving preferences...', { exact: true }).waitFor();
    await aroha.screenshot('settings');
    await held.release();
    await waitForNotification(
      a,
      'Preferences updated',
      'Your dating preferences have been saved successfully.',
    );
    await a.getByText('Saving preferences...', { exact: true }).waitFor({ state: 'detached' });
    await dismissNotification(a, 'Preferences updated');
    // A chip keeps its size when ticked or unticked, so its neighbours do not move.
    const ticked = await chip(cities, 'North Shore').boundingBox();
    const unticked = await chip(cities, 'Auckland').boundingBox();
    await chip(cities, 'Auckland').click();
    expect((await chip(cities, 'Auckland').boundingBox())?.width).toBe(unticked?.width);
    expect((await chip(cities, 'North Shore').boundingBox())?.x).toBe(ticked?.x);
    await a.getByText('Saved', { exact: true }).waitFor();
    await chip(cities, 'Auckland').click();
    expect((await chip(cities, 'Auckland').boundingBox())?.width).toBe(unticked?.width);
    await waitForNotification(a, 'Preferences updated');
    await dismissNotification(a, 'Preferences updated');
    const checked = (group: Locator, name: string) =>
      group.getByRole('checkbox', { name, exact: true }).isChecked();
    expect(await checked(cities, 'Auckland')).toBe(false);
    expect(await checked(cities, 'North Shore')).toBe(true);

    const saved = a.waitForResponse(
      (response) =>
        response.url().endsWith('/api/settings') && response.request().method() === 'PATCH',
    );
    await chip(ages, '39-48').click();
    expect((await saved).status()).toBe(200);
    await waitForNotification(a, 'Preferences updated');
    await dismissNotification(a, 'Preferences updated');

    // The worker rebuilds her deck after the save; wait until the deck is the new one.
    const fits = (location: string, age: number) =>
      location.endsWith(', North Shore') && age >= 26 && age <= 38;
    await expect
      .poll(
        async () => {
          const deck = await readDeck(app.server.origin, arohaToken);
          return deck.length > 0 && deck.every((c) => fits(c.location, c.age));
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);

    // Explore shows the list it had cached while it asks again: wait for the fresh one.
    const deckRead = a.waitForResponse((response) =>
      response.url().endsWith('/api/matches/potential'),
    );
    await a.getByRole('link', { name: 'Back' }).click();
    const [first] = (await (await deckRead).json()) as Candidate[];
    if (!first) throw new Error('the new deck is empty');
    const firstName = `${first.user.firstName || first.fullName}, ${first.age}`;
    await a.getByRole('article', { name: firstName, exact: true }).waitFor();
    const seen: string[] = [];
    for (let step = 0; step < 5; step += 1) {
      const name = await currentCandidate(a);
      if (name === null) break;
      const card = exploreCard(a);
      // The line with the pin icon: the first, above the headline's 'Why you match ›'.
      const location = (await card.locator('p:has(svg)').first().textContent()) ?? '';
      const age = Number(name.split(', ').at(-1));
      expect({ name, location, fits: fits(location, age) }).toEqual({ name, location, fits: true });
      expect(seen).not.toContain(name);
      seen.push(name);
      await pressNext(a);
    }
    // Several people, all from the North Shore and 26 to 38, each a different one after Next.
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(aroha.problems).toEqual([]);
  });
});
