/**
 * Drops this browser's push subscription when the person signs out here. The server removed its
 * record with the session; without this, the browser would keep a subscription that nobody's
 * pushes reach, and Settings would show "Push on this device" on for the next person to sign in.
 * Never throws: a browser without push, or one that refuses, has nothing to drop.
 */
export async function forgetPushSubscription(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing to drop: the server no longer sends to it either way.
  }
}
