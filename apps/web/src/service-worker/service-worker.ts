// The service worker at /sw.js (docs/ARCHITECTURE.md "Installable app and service worker"),
// built apart from the app by build/service-worker.ts, which puts the list of files to precache
// in place of `self.__WB_MANIFEST`. First, before the contracts build a schema: no eval here either.
import '@/lib/zod-jitless';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { isNetworkOnly, SHELL_URL } from './network-only';
import { clickAction, notificationUrl } from './notification-click';
import { notificationFromPush, pushJson } from './push-notification';
import { SKIP_WAITING_MESSAGE } from './skip-waiting';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

// The shell (index.html), every script and stylesheet of the build, the icons and the manifest,
// served from the cache once installed. Not `/` for index.html: navigations go to the network
// first (below), so a deploy's page arrives at once and a reload offline still has one.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first install takes the open pages at once; an update waits for the person's Reload.
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) {
    void self.skipWaiting();
  }
});

async function pageOrShell(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    // Offline: the shell, whose app shows the offline screen when it cannot reach the API.
    return (await matchPrecache(SHELL_URL)) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNetworkOnly(url.pathname)) return;
  // The precache's own route has answered a navigation to the shell's address itself.
  if (url.pathname === SHELL_URL) return;
  event.respondWith(pageOrShell(event));
});

async function setBadge(count: number): Promise<void> {
  const navigator = self.navigator as WorkerNavigator & {
    setAppBadge?: (count: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  try {
    if (count > 0) await navigator.setAppBadge?.(count);
    else await navigator.clearAppBadge?.();
  } catch {
    // Badging is a nicety: a platform that refuses it still shows the notification.
  }
}

self.addEventListener('push', (event) => {
  const { title, options, unreadCount } = notificationFromPush(pushJson(event.data));
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, options),
      unreadCount === null ? Promise.resolve() : setBadge(unreadCount),
    ]),
  );
});

async function openFromNotification(data: unknown): Promise<void> {
  const url = notificationUrl(data, self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window' });
  const action = clickAction(windows, url);
  if (action.kind === 'open') {
    await self.clients.openWindow(action.url);
    return;
  }
  const window = windows[action.index];
  if (!window) return;
  // A browser may refuse the focus (it allows one only in answer to the person's click): the
  // window still goes to the screen the notification is about.
  const focused = await window.focus().catch(() => window);
  if (action.navigateTo !== null) await focused.navigate(action.navigateTo);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(event.notification.data));
});
