import { describe, expect, it } from 'vitest';
import { currentUserId, likeUser } from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { filePeople } from '../support/file-people.js';
import { waitForEmail } from '../support/outbox.js';
import { signedInPerson } from '../support/signed-in-person.js';

// A like reaches Rangi as a match-request email within half a second here (5 minutes by default),
// so the test can follow its unsubscribe link.
const app = appAndBrowser({
  NOTIFY_COALESCE_MS: '500',
  NOTIFY_QUIET_HOURS: 'off',
  NOTIFY_SEND_INTERVAL_MS: '200',
});

const { account, personWithProfile } = filePeople(app, {
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
    const { page } = await signedInPerson(app.browser, app.server.origin, rangiToken);

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
      const section = page.getByRole('heading', { name: 'Notifications' });
      for (const [w, h] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/settings-notifications-${w}x${h}.png` });
      }
    }

    const rangiId = await currentUserId(app.server.origin, rangiToken);
    await likeUser(app.server.origin, moanaToken, rangiId);
    const email = await waitForEmail(app.server.dataDir, rangi.email, /liked you/, 1, 30_000);
    const link = /token=([\w.-]+)>/.exec(email.headers?.['List-Unsubscribe'] ?? '');
    expect(link).not.toBeNull();

    await page.goto(`/unsubscribe?token=${link?.[1]}`);
    await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    await page.getByText("You won't get emails about new match requests any more.").waitFor();
    if (SHOTS) {
      for (const [w, h] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.screenshot({ path: `${SHOTS}/unsubscribe-${w}x${h}.png` });
      }
    }
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Emails about new match requests are back on.').waitFor();

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    expect(await page.getByRole('switch', { name: 'New match requests: Email' }).isChecked()).toBe(
      true,
    );
  });
});
