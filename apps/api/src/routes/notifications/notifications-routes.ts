import type { WebPushConfig } from '@starmatch/service-kit/web-push-env';
import type { FastifyInstance } from 'fastify';
import { notificationPreferencesRoutes } from './notification-preferences-routes.js';
import { pushSubscriptionRoutes } from './push-subscription-routes.js';
import { unsubscribeLinkRoutes } from './unsubscribe-link-routes.js';

/** Notifications: the preferences, email unsubscribe links and this device's push (`/api/notifications`). */
export async function notificationsRoutes(
  app: FastifyInstance,
  options: { webPush: WebPushConfig },
): Promise<void> {
  await app.register(notificationPreferencesRoutes);
  await app.register(unsubscribeLinkRoutes);
  await app.register(pushSubscriptionRoutes, { webPush: options.webPush });
}
