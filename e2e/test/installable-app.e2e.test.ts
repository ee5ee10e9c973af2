import type { PushPayload } from '@starmatch/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { matchesOf } from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { newPerson } from '../support/browser.js';
import { filePeople } from '../support/file-people.js';
import {
  cachedPaths,
  profileOnDisk,
  serviceWorkerRegistrationId,
  shownNotifications,
  waitForServiceWorkerControl,
} from '../support/service-worker.js';
import { signedInPerson } from '../support/signed-in-person.js';

// docs/ARCHITECTURE.md "Installable app and service worker": the manifest and service worker
// make Starmatch installable; a reload offline shows the app's own offline screen; nothing from
// the API is ever cached; a push shows one notification per tag, replaced by the next.
const app = appAndBrowser();

const { account, personWithProfile, likeEachOther } = filePeople(app, {
  password: 'a-long-installable-password',
  tag: 'pwa',
});
const aroha = account('Aroha Installable', 'Female', '1995-03-03');
const nikau = account('Nikau Installable', 'Male', '1993-05-05');

let pair: Promise<{ nikauToken: string }> | undefined;
/** Aroha and Nikau, matched, made once for the tests that need them; answers Nikau's token. */
function matchedPair(): Promise<{ nikauToken: string }> {
  pair ??= (async () => {
    const [arohaToken, nikauToken] = await Promise.all([
      personWithProfile(aroha, 'Kia ora! Waka ama on the harbour at dawn.', '#9d174d'),
      personWithProfile(nikau, 'Kia ora! Tramping the Waitākere ranges.', '#075985'),
    ]);
    await likeEachOther(arohaToken, nikauToken);
    return { nikauToken };
  })();
  return pair;
}

describe('the installable app', () => {
  it('has no installability errors at /', async () => {
    const profile = await profileOnDisk(app.server.origin);
    try {
      const page = await profile.context.newPage();
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      const cdp = await profile.context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        name: 'Starmatch',
        short_name: 'Starmatch',
        display: 'standalone',
        start_url: '/',
        scope: '/',
      });
    } finally {
      await profile.close();
    }
  });

  it("reloads offline to 'You're offline', keeps no API answer in any cache, and comes back with Try again", async () => {
    const { origin } = app.server;
    const { nikauToken } = await matchedPair();
    const person = await signedInPerson(app.browser, origin, nikauToken);
    const { page, context } = person;
    await page.goto('/matches');
    await page
      .getByRole('button', { name: new RegExp(aroha.fullName) })
      .first()
      .waitFor();
    await waitForServiceWorkerControl(page);
    expect(person.problems).toEqual([]);

    const cached = await cachedPaths(page);
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => /^\/(?:api|uploads|ws)(?:\/|$)/.test(path))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    await page.getByText("Starmatch will be back when you're connected again.").waitFor();
    await person.screenshot('offline');
    // Still offline, Try again lands on the same screen.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 2, name: /^Pending Requests/ }).waitFor();
    expect(await cachedPaths(page)).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/^\/api\//)]),
    );
    await context.close();
  });

  it("offers 'A new version of Starmatch is ready' when a new service worker waits, and Reload hands over to it", async () => {
    const { origin } = app.server;
    const person = await newPerson(app.browser, origin);
    const { page, context } = person;
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const scriptOf = () =>
      page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(await scriptOf()).toBe(`${origin}/sw.js`);

    // A deploy, as the browser meets it: a service worker script that is not the one in
    // control (here the same file under another URL, which the browser installs as an update).
    // Playwright cannot route the browser's own fetch of a worker script to change its bytes.
    const next = `${origin}/sw.js?next-version`;
    await page.evaluate((url) => navigator.serviceWorker.register(url, { scope: '/' }), next);
    const banner = page.getByRole('region', { name: 'Update' });
    await banner.getByText('A new version of Starmatch is ready', { exact: true }).waitFor();
    await person.screenshot('update-banner');

    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await scriptOf()).toBe(next);
    expect(person.problems).toEqual([]);
    await context.close();
  });

  it('shows a push as one notification per tag, the next replacing it, and its link opens the chat', async () => {
    const { origin } = app.server;
    const { nikauToken } = await matchedPair();
    const [match] = await matchesOf(origin, nikauToken);
    if (!match) throw new Error('Nikau has no match with Aroha');
    const person = await signedInPerson(app.browser, origin, nikauToken);
    const { page, context } = person;
    await context.grantPermissions(['notifications'], { origin });
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const registrationId = await serviceWorkerRegistrationId(cdp, origin);

    const first: PushPayload = {
      tag: `chat-${match.id}`,
      title: 'Aroha',
      body: 'Aroha sent you 3 messages',
      url: `/chat?match=${match.id}`,
      icon: null,
      unreadCount: 3,
    };
    const push = (payload: unknown) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId,
        data: JSON.stringify(payload),
      });
    // Showing (and replacing) a notification takes the worker a moment after the delivery.
    const summaries = async () =>
      (await shownNotifications(page)).map(({ tag, title, body }) => ({ tag, title, body }));

    await push(first);
    await expect
      .poll(summaries)
      .toEqual([{ tag: first.tag, title: 'Aroha', body: 'Aroha sent you 3 messages' }]);
    expect(await shownNotifications(page)).toEqual([
      {
        tag: first.tag,
        title: 'Aroha',
        body: 'Aroha sent you 3 messages',
        icon: `${origin}/icons/icon-192.png`,
        data: { url: first.url },
      },
    ]);

    // The same conversation again: the notification is replaced, not added.
    await push({ ...first, body: 'Aroha sent you 4 messages', unreadCount: 4 });
    await expect
      .poll(summaries)
      .toEqual([{ tag: first.tag, title: 'Aroha', body: 'Aroha sent you 4 messages' }]);

    // A push the worker cannot read still shows, as a generic Starmatch notification.
    await push('not a payload');
    await expect
      .poll(async () => (await summaries()).map(({ title }) => title).sort())
      .toEqual(['Aroha', 'Starmatch']);

    // What a click opens (the worker's choice of window is tested as logic in apps/web): the
    // link, which opens the chat with Aroha.
    await page.goto(first.url);
    await page.getByRole('heading', { level: 1, name: aroha.fullName }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/chat');
    expect(person.problems).toEqual([]);
    await context.close();
  });
});
