import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { getToastState, subscribeToasts } from './toast-store';

// Radix's toast (with its collection, dismissable layer and presence) was a tenth of the first
// page's JavaScript, and no page shows a toast as it opens. Its code loads with the first toast,
// or before one, at the first press of a key or pointer: nearly every toast answers something
// the person did, so the code is there by then, even if the network has dropped in between.
const loadToaster = () => import('./toaster').then((module) => module.Toaster);
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

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

  return Toaster ? <Toaster /> : null;
}
