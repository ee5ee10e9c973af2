import { APP_TIME_ZONE, PREVIEW_LIMITS } from '@starmatch/contracts/constants';
import { describe, expect, it } from 'vitest';
import { currentUserId, likeUser, matchesOf, pendingRequests } from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { currentCandidate, findInExplore } from '../support/explore.js';
import { filePeople } from '../support/file-people.js';
import { dismissNotification, waitForNotification } from '../support/notification.js';
import { signedInPerson } from '../support/signed-in-person.js';

// Two people ask Mere to match; she accepts one and declines the other. Chatting once matched:
// chat.e2e.test.ts.
const app = appAndBrowser();

// Longer than the 80 characters a request card shows before '...more'.
const TAMA_BIO =
  'Kia ora, I am Tama. Weekends are for the Hunua Falls track, a flat white in Ponsonby and ' +
  'a long lunch with my nieces.';
const RAWIRI_BIO = 'Kia ora! Fishing off the wharf at Onehunga.';
const { account, personWithProfile } = filePeople(app, { password: 'a-request-password' });
const mere = account('Mere Tester', 'Female', '1995-08-01');
const tama = account('Tama Tester', 'Male', '1993-12-24');
const rawiri = account('Rawiri Tester', 'Male', '1991-05-05');

describe('match requests between people in their own browsers', () => {
  it('gets two requests, accepts one and declines the other', async () => {
    const [mereToken, tamaToken, rawiriToken] = await Promise.all([
      personWithProfile(
        mere,
        'Kia ora! Sea swims at Mission Bay and a good book after.',
        '#db2777',
      ),
      personWithProfile(tama, TAMA_BIO, '#0ea5e9'),
      personWithProfile(rawiri, RAWIRI_BIO, '#65a30d'),
    ]);
    const mereId = await currentUserId(app.server.origin, mereToken);

    // Tama likes Mere in the app, Rawiri through the API.
    const tamaP = await signedInPerson(app.browser, app.server.origin, tamaToken);
    const t = tamaP.page;
    await t.goto('/');
    await findInExplore(t, 'Mere');
    await t.getByRole('button', { name: 'Like Mere', exact: true }).click();
    await waitForNotification(t, 'Match Request Sent!');
    // Closed by hand: a toast in a window without focus waits (Radix pauses it) and covers the top.
    await dismissNotification(t, 'Match Request Sent!');
    await likeUser(app.server.origin, rawiriToken, mereId);

    const mereP = await signedInPerson(app.browser, app.server.origin, mereToken);
    const m = mereP.page;
    await m.goto('/matches');
    await m.getByRole('heading', { name: 'Pending Requests (2)' }).waitFor();
    await m.getByRole('heading', { name: 'Your Matches (0)' }).waitFor();
    for (const request of await pendingRequests(app.server.origin, mereToken)) {
      const day = new Date(request.requestedAt).toLocaleDateString('en-NZ', {
        timeZone: APP_TIME_ZONE,
      });
      await m
        .getByRole('listitem', { name: request.requestUser.fullName })
        .getByText(`Sent ${day}`, { exact: true })
        .waitFor();
    }

    // Tama's bio is cut at 80 characters until '...more'; Rawiri's short one shows whole.
    const tamaCard = m.getByRole('listitem', { name: tama.fullName });
    const tamaBio = tamaCard.locator('p', { has: m.getByRole('button', { name: '...more' }) });
    expect(await tamaBio.textContent()).toBe(
      `${TAMA_BIO.slice(0, PREVIEW_LIMITS.bioChars)}...more`,
    );
    await tamaCard.getByRole('button', { name: '...more' }).click();
    await tamaCard.getByRole('button', { name: 'Show less' }).waitFor();
    expect(await tamaCard.getByText(TAMA_BIO).textContent()).toBe(`${TAMA_BIO}Show less`);
    const rawiriCard = m.getByRole('listitem', { name: rawiri.fullName });
    await rawiriCard.getByText(RAWIRI_BIO, { exact: true }).waitFor();
    expect(await rawiriCard.getByRole('button', { name: '...more' }).count()).toBe(0);
    await mereP.screenshot('matches-requests');
    await tamaCard.getByRole('button', { name: 'Show less' }).click();
    await tamaCard.getByRole('button', { name: '...more' }).waitFor();

    await tamaCard.getByRole('button', { name: 'Accept' }).click();
    const moment = m.getByRole('alertdialog', { name: "It's a match!" });
    // Enabled once the refreshed list holds the new match.
    await moment
      .getByRole('button', { name: `Message ${tama.fullName}`, disabled: false })
      .waitFor();
    await mereP.screenshot('match-moment');
    await moment.getByRole('button', { name: 'Keep browsing' }).click();
    await moment.waitFor({ state: 'detached' });
    await m.getByRole('heading', { name: 'Your Matches (1)' }).waitFor();
    await m.getByRole('heading', { name: 'Pending Requests (1)' }).waitFor();
    await rawiriCard.getByRole('button', { name: 'Decline' }).click();
    await m.getByRole('heading', { name: 'Pending Requests (0)' }).waitFor();
    await rawiriCard.waitFor({ state: 'detached' });
    const tamaRow = m.getByRole('listitem', { name: tama.fullName });
    await tamaRow.getByText('Start your conversation...', { exact: true }).waitFor();
    await m.getByText('1 match · 0 pending requests', { exact: true }).waitFor();
    await mereP.screenshot('matches');

    // Declined is never a match: Rawiri has no matches and no Mere in his deck.
    const rawiriP = await signedInPerson(app.browser, app.server.origin, rawiriToken);
    const r = rawiriP.page;
    await r.goto('/matches');
    await r.getByRole('heading', { name: 'No matches yet' }).waitFor();
    await r.getByRole('button', { name: 'Start Exploring' }).waitFor();
    await rawiriP.screenshot('matches-declined');
    expect(await matchesOf(app.server.origin, rawiriToken)).toEqual([]);
    await r.getByRole('button', { name: 'Start Exploring' }).click();
    await r.getByRole('heading', { name: 'Discover' }).waitFor();
    expect(await currentCandidate(r)).toBeNull();

    expect(rawiriP.problems).toEqual([]);
    expect(mereP.problems).toEqual([]);
    expect(tamaP.problems).toEqual([]);
    await rawiriP.context.close();
  });
});
