import { SKIP_WAITING_MESSAGE } from '@/service-worker/skip-waiting';

// Imported, and so run, after the first page has loaded (main.tsx): registering the service
// worker (src/service-worker) costs that page nothing, and this module is kept small because
// every first visit downloads it.

export const SERVICE_WORKER_URL = '/sw.js';

/** Lets the waiting worker take over, then reloads once, when it controls the page. */
export function activateWaitingWorker(container: ServiceWorkerContainer, worker: ServiceWorker) {
  container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: SKIP_WAITING_MESSAGE });
}

/**
 * Registers the worker and, when a new version of it is installed and waiting behind the one in
 * control, offers the reload that lets it take over (the banner's code loads only then).
 */
export async function registerServiceWorker(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  let offered = false;
  const offer = (worker: ServiceWorker) => {
    // A first install is no update: with no worker in control yet, there is nothing to replace.
    if (offered || !container.controller) return;
    offered = true;
    void import('@/components/update-banner').then(({ showUpdateBanner }) =>
      showUpdateBanner(() => activateWaitingWorker(container, worker)),
    );
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

void registerServiceWorker(navigator.serviceWorker).catch(() => {
  // No service worker (a private window that refuses one): the app works as a plain page.
});
