import { apiRoutes } from '@starmatch/contracts/api-routes';
import {
  readNotificationPreferences,
  updateNotificationPreferences,
} from '@starmatch/db/queries/notification-preferences';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/** GET and PATCH /api/notifications/preferences: the defaults until a person changes one. */
export async function notificationPreferencesRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getNotificationPreferences, async (request) =>
    readNotificationPreferences(app.db, sessionOf(request.raw).userId),
  );

  contractRoute(app, apiRoutes.updateNotificationPreferences, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.notificationPreferencesPerAccount, userId]]);
    return updateNotificationPreferences(app.db, userId, request.body);
  });
}
