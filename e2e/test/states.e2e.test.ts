import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveSettings, verifiedAccountWithProfile } from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { newPerson, type Person } from '../support/browser.js';
import { failRequests, holdRequests } from '../support/network-faults.js';
import { useSessionToken } from '../support/sign-in.js';
import { testPhoto } from '../support/test-photo.js';

const app = appAndBrowser();
let token: string;

// One person with a complete profile whose preferences match nobody (there is nobody else
// here anyway): every list they see is empty unless the test makes it load, fail or wait.
beforeAll(async () => {
  token = await verifiedAccountWithProfile(
    app.server.origin,
    app.server.dataDir,
    {
      email: `tane.${Date.now()}@example.nz`,
      password: 'kauri-forest-walk',
      fullName: 'Tane Moana',
      dateOfBirth: '1990-07-14',
      gender: 'Male',
    },
    {
      bio: 'Kia ora, I fish off the wharf at dawn and cook a mean boil-up.',
      location: 'Hamilton, Waikato',
      photos: [await testPhoto('#1d4ed8')],
    },
  );
  await saveSettings(app.server.origin, token, {
    preferredAgeRanges: ['56-66'],
    preferredCities: ['Hamilton'],
  });
});

async function signedInTane(): Promise<Person> {
  const tane = await newPerson(app.browser, app.server.origin);
  await useSessionToken(tane.page, token);
  return tane;
}

function status(page: Page, text: string) {
  return page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${text.replace(/\./g, '\\.')}$`) });
}

describe('loading, error and empty states in Chromium', () => {
  it('shows each dashboard wait in turn, then the explore, profile and empty states', async () => {
    const tane = await signedInTane();
    const { page } = tane;

    // Each call is held until its loading state has been seen and photographed.
    const user = await holdRequests(page, '**/api/auth/user');
    const profile = await holdRequests(page, '**/api/profile');
    const candidates = await holdRequests(page, '**/api/matches/potential');
    await page.goto('/');
    await user.arrived;
    await status(page, 'Loading...').waitFor();
    await tane.screenshot('auth-loading');
    await user.release();
    await profile.arrived;
    await status(page, 'Loading your profile...').waitFor();
    await tane.screenshot('dashboard-loading');
    await profile.release();
    await candidates.arrived;
    await status(page, 'Finding your matches...').waitFor();
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
    await page.getByText('Find your perfect match nearby').waitFor();
    await tane.screenshot('explore-loading');
    await candidates.release();

    await page.getByRole('heading', { name: "You're all caught up!" }).waitFor();
    await page.getByText('0 matches', { exact: true }).waitFor();
    await tane.screenshot('explore-empty');
    const refetched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/matches/potential',
    );
    await page.getByRole('button', { name: 'Refresh Matches' }).click();
    expect((await refetched).status()).toBe(200);
    await page.getByRole('heading', { name: "You're all caught up!" }).waitFor();

    // The candidate list is asked for twice (one retry) before the error shows.
    tane.allow(/^GET \/api\/matches\/potential 500$/);
    const failingCandidates = await failRequests(page, '**/api/matches/potential');
    await page.reload();
    await page.getByRole('heading', { name: 'Error loading matches' }).waitFor();
    await page.getByText('Unable to fetch potential matches', { exact: true }).waitFor();
    expect(failingCandidates.count()).toBe(2);
    await tane.screenshot('explore-error');
    await failingCandidates.stop();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: "You're all caught up!" }).waitFor();

    tane.allow(/^GET \/api\/profile 500$/);
    const failingProfile = await failRequests(page, '**/api/profile');
    await page.reload();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByText('Please try refreshing the page.', { exact: true }).waitFor();
    await tane.screenshot('dashboard-error');
    await failingProfile.stop();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('heading', { name: 'Discover' }).waitFor();

    // A real person without a profile is sent to /profile-setup before the dashboard opens (the
    // accounts test sees that); the dashboard's own 'Profile not found' is for a profile that is
    // gone by the time it is asked for. The answer is the API's own for that case.
    tane.allow(/^GET \/api\/profile 404$/);
    const missingProfile = await failRequests(page, '**/api/profile', {
      status: 404,
      body: { message: 'Profile not found', code: 'PROFILE_NOT_FOUND' },
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Profile not found' }).waitFor();
    await page.getByText('Please complete your profile setup.', { exact: true }).waitFor();
    await tane.screenshot('dashboard-no-profile');
    await missingProfile.stop();
    await page.getByRole('link', { name: 'Complete Profile' }).click();
    await page.waitForURL('**/profile-setup');

    expect(tane.problems).toEqual([]);
    await tane.context.close();
  });

  it('shows the matches states, Start Exploring, and chat waiting or sent back without a match', async () => {
    const tane = await signedInTane();
    const { page } = tane;

    const matches = await holdRequests(page, '**/api/matches');
    await page.goto('/matches');
    await matches.arrived;
    await status(page, 'Loading matches...').waitFor();
    await tane.screenshot('matches-loading');
    await matches.release();
    await page.getByRole('heading', { name: 'No matches yet' }).waitFor();
    await page.getByRole('button', { name: 'Start Exploring' }).waitFor();
    await tane.screenshot('matches-empty');

    tane.allow(/^GET \/api\/matches 500$/);
    const failing = await failRequests(page, '**/api/matches');
    await page.reload();
    await page
      .getByRole('heading', { name: 'Failed to load matches. Please try again.' })
      .waitFor();
    await tane.screenshot('matches-error');
    await failing.stop();
    // Retry reloads the whole page.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Retry' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'No matches yet' }).waitFor();

    await page.getByRole('button', { name: 'Start Exploring' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Explore' })
        .getAttribute('aria-current'),
    ).toBe('page');
    // The requested tab is applied once and then forgotten.
    expect(await page.evaluate(() => localStorage.getItem('activeTab'))).toBeNull();

    // No match chosen: /chat has nobody to talk to and sends the person to their matches.
    await page.goto('/chat');
    await page.waitForURL('**/matches');
    await page.getByRole('heading', { name: 'No matches yet' }).waitFor();

    // A chosen match whose messages are still on their way.
    const matchId = randomUUID();
    await page.evaluate(
      (stored) => localStorage.setItem('currentChatMatch', JSON.stringify(stored)),
      {
        id: matchId,
        otherUser: { id: randomUUID(), fullName: 'Hemi Walker', profileImageUrl: null },
      },
    );
    // Held for good: the page moves on before it is answered, which cancels it. The header's
    // presence read of this made-up match is answered 404.
    await holdRequests(page, `**/api/messages/${matchId}`);
    tane.allow(/^GET \/api\/matches\/[0-9a-f-]+\/presence 404$/);
    await page.goto('/chat');
    await status(page, 'Loading chat...').waitFor();
    await page.getByText('Hemi Walker').first().waitFor();
    await tane.screenshot('chat-loading');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/matches');

    expect(tane.problems).toEqual([]);
    await tane.context.close();
  });
});
