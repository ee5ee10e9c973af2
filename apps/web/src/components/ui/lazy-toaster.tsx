import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { getToastState, subscribeToasts } from './toast-store';

// Radix's toast (with its collection, dismissable layer and presence) was a tenth of the first
// page's JavaScript, and no page shows a toast as it opens. Its code loads with the first toast,
// or before one, at the first press of a key or pointer: nearly every toast answers something
// the person did, so the code is there by then, even if the network has dropped in between.
const loadToaster = () => import('./toaster').then((module) => module.Toaster);
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown'] as const;
const PRELOAD_AFTER_LOAD_MS = 5_000;

const hasToast = () => getToastState().toasts.length > 0;

export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType>();
  const toastWaiting = useSyncExternalStore(subscribeToasts, hasToast, hasToast);

  useEffect(() => {
    if (Toaster) return;
    let current = true;
    // A failed download (offline) is tried again at the next toast or press.
    const load = () => {
      loadToaster().then(
        (component) => current && setToaster(() => component),
        () => {},
      );
    };
    if (toastWaiting) load();
    for (const type of FIRST_INPUT_EVENTS) {
      window.addEventListener(type, load, { capture: true, passive: true });
    }
    return () => {
      current = false;
      for (const type of FIRST_INPUT_EVENTS) {
        window.removeEventListener(type, load, { capture: true });
      }
    };
  }, [Toaster, toastWaiting]);

  // A toast raised offline before any press (a failed request's) could not download the code:
  // so it also downloads, only downloads, a few seconds after the page has loaded, once the
  // browser is idle: after the first screen's own requests and work, never competing with them.
  useEffect(() => {
    // Safari has no requestIdleCallback.
    const whenIdle = window.requestIdleCallback ?? setTimeout;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const preload = () => {
      timer = setTimeout(
        () => whenIdle(() => loadToaster().catch(() => {})),
        PRELOAD_AFTER_LOAD_MS,
      );
    };
    if (document.readyState === 'complete') preload();
    else window.addEventListener('load', preload, { once: true });
    return () => {
      window.removeEventListener('load', preload);
      clearTimeout(timer);
    };
  }, []);

  return Toaster ? <Toaster /> : null;
}
