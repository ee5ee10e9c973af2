import type { FastifyInstance } from 'fastify';
import { notificationPreferencesRoutes } from './notification-preferences-routes.js';
import { unsubscribeLinkRoutes } from './unsubscribe-link-routes.js';

/** Notifications: the preferences, and email unsubscribe links (`/api/notifications`). */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(notificationPreferencesRoutes);
  await app.register(unsubscribeLinkRoutes);
}
