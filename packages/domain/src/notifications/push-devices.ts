import type { PushSubscriptionRequest } from '@starmatch/contracts/notifications';
import {
  removeSessionPushSubscription,
  savePushSubscription,
} from '@starmatch/db/queries/push-subscriptions';
import type { DomainContext } from '../context.js';
import { isPushServiceEndpoint } from './push-service-endpoint.js';

export type TurnOnPushResult = { outcome: 'on' } | { outcome: 'unknown-push-service' };

/**
 * "Push on this device": the device's one subscription, tied to its session so that signing out
 * of the device (or deleting the account) takes it away with the session.
 */
export async function turnOnPushForDevice(
  ctx: Pick<DomainContext, 'db'>,
  params: {
    userId: string;
    sessionId: string;
    subscription: PushSubscriptionRequest;
    serviceHosts: readonly string[];
  },
): Promise<TurnOnPushResult> {
  const { subscription } = params;
  if (!isPushServiceEndpoint(subscription.endpoint, params.serviceHosts)) {
    return { outcome: 'unknown-push-service' };
  }
  await savePushSubscription(ctx.db, {
    userId: params.userId,
    sessionId: params.sessionId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  });
  return { outcome: 'on' };
}

export async function turnOffPushForDevice(
  ctx: Pick<DomainContext, 'db'>,
  params: { sessionId: string },
): Promise<void> {
  await removeSessionPushSubscription(ctx.db, params.sessionId);
}
