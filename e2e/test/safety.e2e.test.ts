import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { describe, expect, it } from 'vitest';
import {
  currentUserId,
  likeUser,
  matchesOf,
  pendingRequests,
  respondToRequest,
  sendChatMessage,
} from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import type { Person } from '../support/browser.js';
import { waitForLiveChat } from '../support/chat-screen.js';
import { filePeople } from '../support/file-people.js';
import { grantModerator } from '../support/moderator.js';
import { waitForNotification } from '../support/notification.js';
import { signInWithForm } from '../support/sign-in.js';
import { signedInPerson } from '../support/signed-in-person.js';

const app = appAndBrowser();

const { account, personWithProfile } = filePeople(app, {
  password: 'a-long-safety-password',
  location: 'Wellington, Wellington',
});
const aroha = account('Aroha Safety', 'Female', '1994-02-11');
const ben = account('Ben Safety', 'Male', '1992-07-30');
const sam = account('Sam Moderator', 'Female', '1988-10-05');
const BEN_MESSAGE = 'Why are you ignoring me? Answer me now.';
const AROHA_MESSAGE = 'Please stop messaging me.';

describe('reporting from the chat, and a moderator acting on the report', () => {
  let arohaP: Person;
  let benP: Person;

  it('Aroha reports Ben from the chat header and both lose the chat at once', async () => {
    const [arohaToken, benToken] = await Promise.all([
      personWithProfile(aroha, 'Kia ora! Tramping, tea and the odd pub quiz.', '#db2777'),
      personWithProfile(ben, 'Rugby on Saturdays and a flat white after.', '#0ea5e9'),
    ]);
    const arohaId = await currentUserId(app.server.origin, arohaToken);
    const benId = await currentUserId(app.server.origin, benToken);
    await likeUser(app.server.origin, benToken, arohaId);
    const [request] = await pendingRequests(app.server.origin, arohaToken);
    if (!request) throw new Error('Ben asked, but Aroha has no request');
    await respondToRequest(app.server.origin, arohaToken, request.id, true);
    const [match] = await matchesOf(app.server.origin, arohaToken);
    if (!match) throw new Error('Aroha accepted, but has no match');
    await sendChatMessage(app.server.origin, benToken, {
      matchId: match.id,
      receiverId: arohaId,
      content: BEN_MESSAGE,
    });
    await sendChatMessage(app.server.origin, arohaToken, {
      matchId: match.id,
      receiverId: benId,
      content: AROHA_MESSAGE,
    });

    [arohaP, benP] = await Promise.all([
      signedInPerson(app.browser, app.server.origin, arohaToken),
      signedInPerson(app.browser, app.server.origin, benToken),
    ]);
    for (const [person, other] of [
      [arohaP, ben.fullName],
      [benP, aroha.fullName],
    ] as const) {
      await person.page.goto('/matches');
      await person.page.getByRole('listitem', { name: other }).getByRole('button').first().click();
      await person.page.waitForURL('**/chat');
      await person.page.getByRole('heading', { name: other, level: 1 }).waitFor();
      await waitForLiveChat(person.page);
    }

    const a = arohaP.page;
    await a.getByRole('button', { name: `More options for ${ben.fullName}` }).click();
    await a.getByRole('menuitem', { name: 'Report' }).click();
    const sheet = a.getByRole('alertdialog', { name: `Report ${ben.fullName}` });
    await sheet.getByRole('radio', { name: 'Harassment or hate' }).check();
    await sheet.getByRole('button', { name: 'Next' }).click();
    await sheet
      .getByLabel('Anything else we should know? (optional)')
      .fill('He keeps messaging after I asked him to stop.');
    await sheet.getByRole('button', { name: 'Next' }).click();
    await sheet
      .getByText("They won't be able to see you or contact you. Our team reviews every report.", {
        exact: true,
      })
      .waitFor();
    await arohaP.screenshot('report-sheet');
    await sheet.getByRole('button', { name: 'Submit report' }).click();
    await waitForNotification(a, 'Report sent');

    // Both leave the chat at once: Aroha because she reported, Ben because the match ended.
    await a.waitForURL((url) => url.pathname !== '/chat');
    await benP.page.waitForURL((url) => url.pathname !== '/chat');
    await waitForNotification(benP.page, 'This conversation is no longer available.');
    expect(await matchesOf(app.server.origin, arohaToken)).toEqual([]);
    expect(await matchesOf(app.server.origin, benToken)).toEqual([]);

    await a.goto('/settings/blocked-people');
    await a.getByRole('listitem').filter({ hasText: ben.fullName }).waitFor();
    await arohaP.screenshot('blocked-people');
    await a.goto('/settings/past-matches');
    await a.getByRole('listitem').filter({ hasText: ben.fullName }).waitFor();
    await arohaP.screenshot('past-matches');
    await a.goto('/safety');
    await a.getByText('111', { exact: false }).first().waitFor();
    await arohaP.screenshot('safety');
    expect(arohaP.problems).toEqual([]);
  });

  it('a moderator sees the report with the messages and bans Ben, who is signed out for good', async () => {
    const samToken = await personWithProfile(sam, 'Keeping Starmatch kind.', '#65a30d');
    expect(await grantModerator(app.server, sam.email)).toContain(sam.email);
    const samP = await signedInPerson(app.browser, app.server.origin, samToken);
    const s = samP.page;
    await s.goto('/admin');
    const report = s.getByRole('article', { name: `Report against ${ben.fullName}`, exact: true });
    await report.waitFor();
    await report.getByText(BEN_MESSAGE, { exact: true }).waitFor();
    await report.getByText(AROHA_MESSAGE, { exact: true }).waitFor();
    await report.getByText('He keeps messaging after I asked him to stop.').waitFor();
    // The photo copy comes by URL behind the moderator's token, shown from a blob.
    const photo = report.getByRole('img', { name: `Photo 1 of ${ben.fullName}`, exact: true });
    await photo.waitFor();
    await expect
      .poll(() =>
        photo.evaluate(
          (img: HTMLImageElement) =>
            img.src.startsWith('blob:') && img.complete && img.naturalWidth > 0,
        ),
      )
      .toBe(true);
    await samP.screenshot('admin');

    // Ben sits on his matches screen, signed in, until the ban ends his session.
    benP.allow(/^GET \/api\/.* 401$/);
    benP.allow(/^POST \/api\/login 403$/);
    await benP.page.goto('/matches');
    await benP.page.getByText('No matches yet', { exact: true }).waitFor();

    await s.getByLabel('Note (optional)').fill('Harassment after being asked to stop.');
    await s.getByRole('button', { name: 'Ban', exact: true }).click();
    await s
      .getByRole('alertdialog', { name: `Ban ${ben.fullName}?` })
      .or(s.getByRole('dialog', { name: `Ban ${ben.fullName}?` }))
      .getByRole('button', { name: 'Yes, ban' })
      .click();
    await waitForNotification(s, 'Report resolved');

    // Signed out at once, where he is: the gateway ends his session and the app asks again.
    await benP.page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    expect(await benP.page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull();
    await benP.page.goto('/login');
    await signInWithForm(benP.page, ben.email, ben.password);
    await benP.page.getByText(API_MESSAGES.accountBanned, { exact: true }).first().waitFor();
    expect(samP.problems).toEqual([]);
  });
});
