import type { ApiRoute } from './api-route.js';
import { AUTHED_ERRORS } from './api-route.js';
import { noContentResponseSchema } from './blocks.js';
import { pushKeyResponseSchema, pushSubscriptionRequestSchema } from './notifications.js';

/** Web Push on this device: the server's key, and the device's one subscription. */
export const pushRoutes = {
  getPushKey: {
    method: 'GET',
    path: '/api/notifications/push-key',
    summary: "The server's VAPID public key, for PushManager.subscribe",
    auth: true,
    status: 200,
    response: pushKeyResponseSchema,
    // 404 where this deployment has no VAPID keys (push not set up).
    errors: [401, 404],
  },
  subscribeToPush: {
    method: 'POST',
    path: '/api/notifications/push-subscription',
    summary: "This device's push subscription (one per device; replaces the device's earlier one)",
    auth: true,
    body: pushSubscriptionRequestSchema,
    status: 204,
    response: noContentResponseSchema,
    errors: [...AUTHED_ERRORS, 404],
  },
  unsubscribeFromPush: {
    method: 'DELETE',
    path: '/api/notifications/push-subscription',
    summary: 'Turn push off on this device (removes its subscription); idempotent',
    auth: true,
    status: 204,
    response: noContentResponseSchema,
    errors: [401],
  },
} as const satisfies Record<string, ApiRoute>;
