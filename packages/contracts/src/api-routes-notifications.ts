import type { ApiRoute } from './api-route.js';
import { AUTHED_ERRORS, PUBLIC_ERRORS } from './api-route.js';
import {
  notificationPreferencesSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  updateNotificationPreferencesSchema,
} from './notifications.js';

/** Notification preferences, and the unsubscribe links of notification emails. */
export const notificationsRoutes = {
  getNotificationPreferences: {
    method: 'GET',
    path: '/api/notifications/preferences',
    summary: 'What notifies me, by email and by push, with previews or not, or paused',
    auth: true,
    status: 200,
    response: notificationPreferencesSchema,
    errors: [401],
  },
  updateNotificationPreferences: {
    method: 'PATCH',
    path: '/api/notifications/preferences',
    summary: 'Change any of the notification preferences; the rest stay',
    auth: true,
    body: updateNotificationPreferencesSchema,
    status: 200,
    response: notificationPreferencesSchema,
    errors: AUTHED_ERRORS,
  },
  unsubscribeByLink: {
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    summary:
      "An email's one-click unsubscribe (RFC 8058) or its footer link: turns that kind of email off, without signing in",
    auth: false,
    query: unsubscribeQuerySchema,
    status: 200,
    response: unsubscribeResponseSchema,
    errors: PUBLIC_ERRORS,
  },
  resubscribeByLink: {
    method: 'POST',
    path: '/api/notifications/resubscribe',
    summary: 'Undo an unsubscribe link: that kind of email is on again',
    auth: false,
    query: unsubscribeQuerySchema,
    status: 200,
    response: unsubscribeResponseSchema,
    errors: PUBLIC_ERRORS,
  },
} as const satisfies Record<string, ApiRoute>;
