import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dismissToast, type ToasterToast } from './toast-store';

/** Where a toast raised with followsNavigation waits for the page it leads to. */
interface Leading {
  from: string;
}

/**
 * Dismisses a toast when the page it belongs to is left, as Hinge and Bumble do: a 'Success'
 * from Settings must not sit over the next screen's header. Errors stay until their time, since
 * what failed may still need doing. A toast belongs to the page it was first shown on, or, raised
 * with followsNavigation, to the next one.
 */
export function useToastsOfThePage(toasts: readonly ToasterToast[]): void {
  const { pathname } = useLocation();
  const pages = useRef(new Map<string, string | Leading>());
  useEffect(() => {
    const known = pages.current;
    for (const item of toasts) {
      const page = known.get(item.id);
      if (page === undefined) {
        known.set(item.id, item.followsNavigation ? { from: pathname } : pathname);
      } else if (typeof page !== 'string') {
        if (page.from !== pathname) known.set(item.id, pathname);
      } else if (page !== pathname && item.open !== false && item.variant !== 'destructive') {
        dismissToast(item.id);
      }
    }
    for (const id of known.keys()) {
      if (!toasts.some((item) => item.id === id)) known.delete(id);
    }
  }, [toasts, pathname]);
}
