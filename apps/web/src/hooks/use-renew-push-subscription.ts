import { useEffect } from 'react';
import { renewPushSubscription } from '@/lib/push-device';

/** Remembers, for the tab's life, whom this device's subscription was last handed over for. */
const RENEWED_KEY = 'pushSubscriptionRenewedFor';

/**
 * Once per tab and person: hands this device's push subscription to the server again (see
 * renewPushSubscription). Quietly: a person who never turned push on has none, and a failure
 * leaves things as they were, to be tried on the next visit.
 */
export function useRenewPushSubscription(userId: string | undefined): void {
  useEffect(() => {
    if (!userId || sessionStorage.getItem(RENEWED_KEY) === userId) return;
    renewPushSubscription().then(
      () => sessionStorage.setItem(RENEWED_KEY, userId),
      () => {},
    );
  }, [userId]);
}
