import { readFile } from 'node:fs/promises';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiCall, currentUserId, readDeck } from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { newPerson } from '../support/browser.js';
import { filePeople } from '../support/file-people.js';
import { grantModerator } from '../support/moderator.js';
import { waitForNotification } from '../support/notification.js';
import { linkIn, waitForEmail } from '../support/outbox.js';
import { signInWithForm } from '../support/sign-in.js';
import { signedInPerson } from '../support/signed-in-person.js';

// What the privacy law asks of Settings, tried as a person would (issue 33): take a break and
// come back, download everything kept about you, and ask for a wrong detail to be corrected,
// which a moderator approves; and, banned, ask for a second look that lifts the ban.

const app = appAndBrowser();

const { account, personWithProfile, likeEachOther } = filePeople(app, {
  password: 'a-long-privacy-password',
  tag: 'privacy',
});
const mere = account('Mere Privacy', 'Female', '1993-05-20');
const tama = account('Tama Privacy', 'Male', '1991-09-02');
const hine = account('Hine Moderator', 'Female', '1987-01-14');

describe('your data and your details, in Chromium', () => {
  it('pauses and resumes from Settings: out of Explore while paused, back after', async () => {
    const [mereToken, tamaToken] = await Promise.all([
      personWithProfile(mere, 'Kia ora! Sea swims and second-hand books.', '#be185d'),
      personWithProfile(tama, 'Waka ama at dawn, pies by noon.', '#1d4ed8'),
    ]);
    const { origin } = app.server;
    const mereId = await currentUserId(origin, mereToken);
    const inTamasDeck = async () =>
      (await readDeck(origin, tamaToken)).some((card) => card.userId === mereId);
    expect(await inTamasDeck()).toBe(true);

    const person = await signedInPerson(app.browser, origin, mereToken);
    const { page } = person;
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Take a break' }).waitFor();
    await page.getByRole('button', { name: 'Pause my account' }).click();
    await page.getByRole('alertdialog', { name: 'Pause your account?' }).waitFor();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByText('Your account is paused', { exact: true }).first().waitFor();
    await expect.poll(inTamasDeck).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await person.screenshot('settings-paused');

    await page.getByRole('button', { name: 'Resume' }).first().click();
    await page.getByRole('button', { name: 'Pause my account' }).waitFor();
    expect(await page.getByText('Your account is paused', { exact: true }).count()).toBe(0);
    await expect.poll(inTamasDeck).toBe(true);
    expect(person.problems).toEqual([]);
  });

  it('downloads a ZIP of her data from Settings, told by email when it is ready', async () => {
    const token = await signInToken(mere.email, mere.password);
    const person = await signedInPerson(app.browser, app.server.origin, token);
    const { page } = person;
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Your data' });
    await card.getByRole('button', { name: 'Download my data' }).click();
    await card.getByText('Your data is ready.', { exact: false }).waitFor({ timeout: 20_000 });
    await waitForEmail(app.server.dataDir, mere.email, /data is ready to download/);
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await person.screenshot('settings-your-data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download (ZIP)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('starmatch-my-data.zip');
    const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'photos/1.webp']));
    const saved = JSON.parse(new TextDecoder().decode(files['account-and-profile.json'])) as {
      account: { email: string; name: string };
    };
    expect(saved.account).toMatchObject({ email: mere.email, name: mere.fullName });
    expect(person.problems).toEqual([]);
  });

  it('asks for a corrected date of birth, which a moderator approves: her age and sign follow', async () => {
    const token = await signInToken(mere.email, mere.password);
    const person = await signedInPerson(app.browser, app.server.origin, token);
    const { page } = person;
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Your details' });
    await card.getByText('20 May 1993').waitFor();
    await card.getByRole('button', { name: 'Ask for a correction' }).click();
    const form = card.getByRole('form', { name: 'Ask for a correction' });
    await form.getByLabel('Date of birth').fill('');
    await form.getByLabel('Date of birth').pressSequentially('20081993');
    await form.getByLabel('Why does this need correcting?').fill('I typed May instead of August.');
    await form.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await person.screenshot('settings-correction-form');
    await form.getByRole('button', { name: 'Send request' }).click();
    await card.getByText('You asked for a correction on', { exact: false }).waitFor();
    await card.getByText('Date of birth: 20 August 1993').waitFor();
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await person.screenshot('settings-correction-waiting');

    const hineToken = await personWithProfile(hine, 'Keeping Starmatch kind.', '#65a30d');
    expect(await grantModerator(app.server, hine.email)).toContain(hine.email);
    const moderator = await signedInPerson(app.browser, app.server.origin, hineToken);
    const m = moderator.page;
    await m.goto('/admin');
    await m.getByRole('tab', { name: 'Corrections' }).click();
    const request = m.getByRole('article', { name: mere.fullName });
    await request.getByText('20 August 1993').waitFor();
    await request.getByText('I typed May instead of August.').waitFor();
    await moderator.screenshot('admin-corrections');
    await request.getByRole('button', { name: 'Approve' }).click();
    await m.getByRole('alertdialog').getByRole('button', { name: 'Yes, approve' }).click();
    await waitForNotification(m, 'Correction approved');
    await m.getByText('No correction requests are waiting.').waitFor();

    await waitForEmail(app.server.dataDir, mere.email, /details have been corrected/);
    await page.reload();
    await card.getByText('20 August 1993').waitFor();
    await card.getByText('Your last correction was approved on', { exact: false }).waitFor();
    await page.goto('/');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByText(/^\S+ Leo$/).waitFor();
    expect(person.problems).toEqual([]);
    expect(moderator.problems).toEqual([]);
  });

  it('Tama, banned, appeals through the link in his email; another moderator lifts the ban and he signs in again', async () => {
    const { origin, dataDir } = app.server;
    const [mereToken, tamaToken, hineToken] = await Promise.all(
      [mere, tama, hine].map((who) => signInToken(who.email, who.password)),
    );
    const [, tamaId] = await likeEachOther(mereToken ?? '', tamaToken ?? '');
    // Made before the ban: every test photo is the same disc in another colour, which is the
    // banned person's photo to the perceptual hash, and would be held for review.
    const ari = account('Ari Moderator', 'Male', '1985-04-09');
    const ariToken = await personWithProfile(ari, 'Second looks.', '#7c3aed');
    await grantModerator(app.server, ari.email);
    const filed = await apiCall(origin, '/api/reports', {
      method: 'POST',
      token: mereToken,
      body: { userId: tamaId, category: 'harassment', details: 'Rude when I said no.' },
    });
    expect(filed.status).toBe(201);
    const { id: reportId } = filed.body as { id: string };
    const banned = await apiCall(origin, `/api/admin/reports/${reportId}/resolve`, {
      method: 'POST',
      token: hineToken,
      body: { action: 'ban' },
    });
    expect(banned.status).toBe(200);

    // The ban's email links to the appeal form, which works without signing in.
    const email = await waitForEmail(dataDir, tama.email, /account has been closed/);
    const link = new URL(linkIn(email, '/appeal'));
    const appellant = await newPerson(app.browser, origin);
    const { page } = appellant;
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Ask for a second look' }).waitFor();
    await page.getByText('Your account was closed.').waitFor();
    await page
      .getByLabel('Why should we look again?')
      .fill('I was blunt, but I did not mean to upset anyone. I would like a second chance.');
    await appellant.screenshot('appeal-form');
    await page.getByRole('button', { name: 'Send my appeal' }).click();
    await page.getByRole('heading', { name: 'Appeal sent' }).waitFor();
    await appellant.screenshot('appeal-sent');

    // The sign-in refusal says how to appeal too, once the password is right.
    appellant.allow(/^POST \/api\/login 403$/);
    await page.goto('/login');
    await signInWithForm(page, tama.email, tama.password);
    await page.getByText(API_MESSAGES.accountBanned, { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Ask for a second look' }).waitFor();

    // Hine made the decision, so another moderator decides the appeal.
    const moderator = await signedInPerson(app.browser, origin, ariToken);
    const m = moderator.page;
    await m.goto('/admin');
    await m.getByRole('tab', { name: 'Appeals' }).click();
    const appeal = m.getByRole('article', { name: `${tama.fullName} appeals their ban` });
    await appeal.getByText('I would like a second chance.', { exact: false }).waitFor();
    await appeal.getByText('Banned by Hine Moderator').waitFor();
    await appeal.getByText('The original report').waitFor();
    await moderator.screenshot('admin-appeals');
    await appeal.getByRole('button', { name: 'Uphold and lift' }).click();
    await m.getByRole('alertdialog').getByRole('button', { name: 'Lift the ban' }).click();
    await waitForEmail(dataDir, tama.email, /appeal was successful/);

    await page.goto('/login');
    await signInWithForm(page, tama.email, tama.password);
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
    expect(appellant.problems).toEqual([]);
    expect(moderator.problems).toEqual([]);
  });
});

/** A fresh session for someone who already has an account, as a sign-in on another device. */
async function signInToken(email: string, password: string): Promise<string> {
  const response = await fetch(new URL('/api/login', app.server.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { sessionToken } = (await response.json()) as { sessionToken: string };
  return sessionToken;
}
