import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { dismissToast, type ToasterToast } from './toast-store';

/**
 * Whom a toast belongs to: a page, the page after the one it was raised on (followsNavigation),
 * or the page a navigation under way when it was raised lands on.
 */
type Owner = string | { leaving: string } | 'landing';

/**
 * Dismisses a toast when the page it belongs to is left, as Hinge and Bumble do: a 'Success'
 * from Settings must not sit over the next screen's header. Errors stay until their time, since
 * what failed may still need doing. A toast belongs to the page it was first shown on; raised
 * while a navigation is under way (a report sent, then the chat left), or with followsNavigation
 * ('Account deleted', then home), it belongs to the page the navigation leads to.
 */
export function useToastsOfThePage(toasts: readonly ToasterToast[]): void {
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const owners = useRef(new Map<string, Owner>());
  useEffect(() => {
    const known = owners.current;
    for (const item of toasts) {
      const owner = known.get(item.id);
      if (owner === undefined) {
        if (item.followsNavigation) known.set(item.id, { leaving: pathname });
        else known.set(item.id, navigating ? 'landing' : pathname);
      } else if (owner === 'landing') {
        if (!navigating) known.set(item.id, pathname);
      } else if (typeof owner !== 'string') {
        if (owner.leaving !== pathname) known.set(item.id, pathname);
      } else if (owner !== pathname && item.open !== false && item.variant !== 'destructive') {
        dismissToast(item.id);
      }
    }
    for (const id of known.keys()) {
      if (!toasts.some((item) => item.id === id)) known.delete(id);
    }
  }, [toasts, pathname, navigating]);
}
