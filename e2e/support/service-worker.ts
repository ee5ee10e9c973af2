import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@starmatch/test-support/chromium';
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';

/**
 * A Chromium profile on disk, for what a browser's throwaway (incognito) contexts are refused:
 * Chromium reports no app installable in one ("in-incognito").
 */
export async function profileOnDisk(
  origin: string,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profileDir = await mkdtemp(join(tmpdir(), 'starmatch-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
    baseURL: origin,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the app's service worker is active and controls the page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Every URL path in every Cache Storage cache of the page's origin. */
export function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/**
 * The DevTools protocol's id of the origin's service worker registration, which
 * `ServiceWorker.deliverPushMessage` needs: announced once `ServiceWorker.enable` is sent.
 */
export async function serviceWorkerRegistrationId(
  cdp: CDPSession,
  origin: string,
): Promise<string> {
  const scope = `${origin}/`;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

export interface ShownNotification {
  tag: string;
  title: string;
  body: string;
  icon: string;
  data: unknown;
}

/** The notifications the service worker shows now, as `registration.getNotifications()` lists them. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ tag, title, body, icon, data }) => ({
      tag,
      title,
      body,
      icon,
      data: data as unknown,
    }));
  });
}
