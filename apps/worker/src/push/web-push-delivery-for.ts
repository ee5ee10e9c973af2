import type { PushDelivery } from '@starmatch/domain/notifications/send-due-notifications';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import type { Logger } from 'pino';
import type { WorkerConfig } from '../config.js';
import { createWebPushDelivery } from './web-push-delivery.js';

/** The worker's push delivery from its configuration, or null where no VAPID keys were given. */
export function webPushDeliveryFor(
  config: WorkerConfig,
  infrastructure: Infrastructure,
  logger: Logger,
): PushDelivery | null {
  const { vapid, serviceHosts } = config.webPush;
  if (!vapid) {
    logger.info('no VAPID keys: push notifications are off (README "Push")');
    return null;
  }
  return createWebPushDelivery({
    db: infrastructure.database.db,
    vapid,
    serviceHosts,
    log: logger,
  });
}
