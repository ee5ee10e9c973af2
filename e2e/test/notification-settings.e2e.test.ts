import { describe, expect, it } from 'vitest';
import { matchesOf, sendChatMessage } from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { newPerson } from '../support/browser.js';
import { filePeople } from '../support/file-people.js';
import { waitForEmail } from '../support/outbox.js';
import { signedInPerson } from '../support/signed-in-person.js';

// A message reaches Rangi by email after a second here (15 minutes by default), so the test can
// follow its unsubscribe link.
const app = appAndBrowser({
  NOTIFY_MESSAGE_EMAIL_DELAY_MS: '1000',
  NOTIFY_QUIET_HOURS: 'off',
  NOTIFY_SEND_INTERVAL_MS: '200',
});

const { account, personWithProfile, likeEachOther } = filePeople(app, {
  password: 'a-notification-settings-password',
});
const rangi = account('Rangi Tester', 'Male', '1991-04-17');
const moana = account('Moana Tester', 'Female', '1993-09-02');

const SHOTS = process.env.NOTIFY_SHOTS_DIR;

describe('notification settings, in Chromium', () => {
  it('keeps an email switch off across a reload, and undoes an unsubscribe link', async () => {
    const [rangiToken, moanaToken] = await Promise.all([
      personWithProfile(rangi, 'Kia ora, I am Rangi.', '#0ea5e9'),
      personWithProfile(moana, 'Kia ora! Waka ama at dawn.', '#db2777'),
    ]);
    const rangiP = await signedInPerson(app.browser, app.server.origin, rangiToken);
    const { page } = rangiP;

    await page.goto('/settings');
    const messagesEmail = page.getByRole('switch', { name: 'New messages: Email' });
    expect(await messagesEmail.isChecked()).toBe(true);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notifications/preferences') &&
        response.request().method() === 'PATCH',
    );
    await messagesEmail.click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    expect(await page.getByRole('switch', { name: 'New messages: Email' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'New matches: Email' }).isChecked()).toBe(true);
    if (SHOTS) {
      const section = page.getByRole('heading', { name: 'Notifications' }).locator('xpath=../..');
      for (const [w, h] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        await section.screenshot({ path: `${SHOTS}/settings-notifications-${w}x${h}.png` });
      }
    }

    // Emails about messages on again, and Rangi away, so Moana's message is emailed to him.
    const savedAgain = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notifications/preferences') &&
        response.request().method() === 'PATCH',
    );
    await page.getByRole('switch', { name: 'New messages: Email' }).click();
    expect((await savedAgain).status()).toBe(200);
    await rangiP.context.close();
    const [moanaId, rangiId] = await likeEachOther(moanaToken, rangiToken);
    const [match] = await matchesOf(app.server.origin, rangiToken);
    if (!match || match.otherUser.id !== moanaId) throw new Error('no match with Moana');
    await sendChatMessage(app.server.origin, moanaToken, {
      matchId: match.id,
      receiverId: rangiId,
      content: 'Kia ora Rangi!',
    });
    const email = await waitForEmail(app.server.dataDir, rangi.email, /Moana sent you/, 1, 30_000);
    const link = /token=([\w.-]+)>/.exec(email.headers?.['List-Unsubscribe'] ?? '');
    expect(link).not.toBeNull();

    // The link works without signing in.
    const { page: mailPage } = await newPerson(app.browser, app.server.origin);
    await mailPage.goto(`/unsubscribe?token=${link?.[1]}`);
    await mailPage.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    await mailPage.getByText("You won't get emails about new messages any more.").waitFor();
    if (SHOTS) {
      for (const [w, h] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await mailPage.setViewportSize({ width: w, height: h });
        await mailPage.screenshot({ path: `${SHOTS}/unsubscribe-${w}x${h}.png` });
      }
    }
    await mailPage.getByRole('button', { name: 'Undo' }).click();
    await mailPage.getByText('Emails about new messages are back on.').waitFor();

    const again = await signedInPerson(app.browser, app.server.origin, rangiToken);
    await again.page.goto('/settings');
    expect(await again.page.getByRole('switch', { name: 'New messages: Email' }).isChecked()).toBe(
      true,
    );
  });
});
