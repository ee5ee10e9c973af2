import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import {
  turnOffPushForDevice,
  turnOnPushForDevice,
} from '@starmatch/domain/notifications/push-devices';
import type { WebPushConfig } from '@starmatch/service-kit/web-push-env';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/**
 * "Push on this device": the VAPID public key a browser subscribes with, and the device's one
 * subscription (its session's). Without keys the key answers 404, and the app says push is not
 * available rather than asking for a permission it could not use.
 */
export async function pushSubscriptionRoutes(
  app: FastifyInstance,
  options: { webPush: WebPushConfig },
): Promise<void> {
  const { vapid, serviceHosts } = options.webPush;

  contractRoute(app, apiRoutes.getPushKey, async () => {
    if (!vapid) throw new HttpError('NOT_FOUND', API_MESSAGES.pushNotSetUp);
    return { publicKey: vapid.publicKey };
  });

  contractRoute(app, apiRoutes.subscribeToPush, async (request) => {
    const { userId, sessionId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.pushSubscriptionPerAccount, userId]]);
    if (!vapid) throw new HttpError('NOT_FOUND', API_MESSAGES.pushNotSetUp);
    const result = await turnOnPushForDevice(app.domain, {
      userId,
      sessionId,
      subscription: request.body,
      serviceHosts,
    });
    if (result.outcome === 'unknown-push-service') {
      throw new HttpError('VALIDATION_FAILED', API_MESSAGES.unknownPushService);
    }
    return null;
  });

  contractRoute(app, apiRoutes.unsubscribeFromPush, async (request) => {
    await turnOffPushForDevice(app.domain, { sessionId: sessionOf(request.raw).sessionId });
    return null;
  });
}
