import { pushRoutes } from '@starmatch/contracts/api-routes-push';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';

export const PUSH_TEXT = {
  unsupported: "This browser can't show notifications.",
  denied: 'Notifications are blocked for Starmatch in your browser settings.',
  unavailable: "Push notifications aren't available right now.",
  failed: "Couldn't turn on notifications on this device. Try again.",
} as const;

/** How long to wait for the service worker (registered elsewhere) before giving up. */
export const SERVICE_WORKER_READY_TIMEOUT_MS = 10_000;

export type PushProblem = keyof typeof PUSH_TEXT;

export class PushSetupError extends Error {
  override name = 'PushSetupError';
  constructor(readonly problem: PushProblem) {
    super(PUSH_TEXT[problem]);
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('failed')), SERVICE_WORKER_READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's current subscription, or null (also when the browser can't push). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  try {
    const registration = await readyRegistration();
    return await registration.pushManager.getSubscription();
  } catch {
    return null;
  }
}

async function saveSubscription(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  await apiCall(pushRoutes.subscribeToPush, {
    body: {
      endpoint: json.endpoint ?? '',
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
}

/**
 * Hands this device's subscription to the server again, if it has one. The browser may have
 * renewed it (its service worker cannot reach the session to say so), and the server forgets
 * one its push service called gone: either way this device's pushes would stop unseen.
 */
export async function renewPushSubscription(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (subscription) await saveSubscription(subscription);
}

/**
 * Turns push on for this device. Only ever called from a person's click: the browser's
 * permission prompt appears here and nowhere else.
 */
export async function turnOnPush(): Promise<void> {
  if (!pushSupported()) throw new PushSetupError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('failed');
  let publicKey: string;
  try {
    ({ publicKey } = await apiCall(pushRoutes.getPushKey));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new PushSetupError('unavailable');
    throw new PushSetupError('failed');
  }
  try {
    const registration = await readyRegistration();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
    await saveSubscription(subscription);
  } catch {
    throw new PushSetupError('failed');
  }
}

export async function turnOffPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  await subscription?.unsubscribe();
  await apiCall(pushRoutes.unsubscribeFromPush);
}
