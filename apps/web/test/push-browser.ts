import { afterEach, vi } from 'vitest';

export const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.com/ep-1',
  keys: { p256dh: 'p256-key', auth: 'auth-key' },
};

/**
 * A browser that can push: Notification, PushManager and a ready service worker. `subscribed`:
 * push was turned on here before (permission granted, a subscription in place).
 */
export function stubPushBrowser(
  permissionAnswer: NotificationPermission,
  { subscribed = false }: { subscribed?: boolean } = {},
) {
  const requestPermission = vi.fn(async () => permissionAnswer);
  const subscription = { toJSON: () => SUBSCRIPTION_JSON, unsubscribe: vi.fn(async () => true) };
  const pushManager = {
    getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
    subscribe: vi.fn(async () => subscription),
  };
  Object.assign(window, {
    Notification: { permission: subscribed ? 'granted' : 'default', requestPermission },
    PushManager: class {},
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { requestPermission, pushManager };
}

afterEach(() => {
  delete (window as { Notification?: unknown }).Notification;
  delete (window as { PushManager?: unknown }).PushManager;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});
