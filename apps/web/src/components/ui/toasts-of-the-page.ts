import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { dismissToast, type ToasterToast } from './toast-store';

/**
 * A toast shown less than this long before its page was left was raised by what left it ('Match
 * ended', then the chat closes; 'Report sent' as it does): nobody could have read it yet.
 */
export const ANNOUNCES_DEPARTURE_MS = 1_000;

/** The page a toast belongs to and when it showed there, or the page it waits to leave. */
type Owner = { page: string; shownAt: number } | { leaving: string };

/**
 * Dismisses a toast when the page it belongs to is left, as Hinge and Bumble do: a 'Success'
 * from Settings must not sit over the next screen's header. Errors stay until their time, since
 * what failed may still need doing. A toast belongs to the page it was shown on, unless it
 * announces the departure: raised just before it (or as it began), or with followsNavigation for
 * a departure that comes later ('Check your email', then /login after 2 s), it belongs to the
 * page the navigation lands on.
 */
export function useToastsOfThePage(toasts: readonly ToasterToast[]): void {
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const owners = useRef(new Map<string, Owner>());
  // When the page began to be left: a route still loading its code takes its time to arrive.
  const departure = useRef<number | null>(null);
  useEffect(() => {
    const now = Date.now();
    if (navigating) departure.current ??= now;
    const leftAt = departure.current ?? now;
    const known = owners.current;
    for (const item of toasts) {
      const owner = known.get(item.id);
      if (owner === undefined) {
        known.set(
          item.id,
          item.followsNavigation ? { leaving: pathname } : { page: pathname, shownAt: now },
        );
      } else if ('leaving' in owner) {
        if (owner.leaving !== pathname) known.set(item.id, { page: pathname, shownAt: now });
      } else if (owner.page !== pathname) {
        if (leftAt - owner.shownAt < ANNOUNCES_DEPARTURE_MS) {
          known.set(item.id, { page: pathname, shownAt: now });
        } else if (item.open !== false && item.variant !== 'destructive') {
          dismissToast(item.id);
        }
      }
    }
    for (const id of known.keys()) {
      if (!toasts.some((item) => item.id === id)) known.delete(id);
    }
    if (!navigating) departure.current = null;
  }, [toasts, pathname, navigating]);
}
