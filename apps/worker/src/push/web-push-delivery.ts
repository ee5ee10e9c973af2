import { createHash } from 'node:crypto';
import { Agent } from 'node:https';
import type { PushPayload } from '@starmatch/contracts/notifications';
import type { Database } from '@starmatch/db/database';
import type { PushDevice } from '@starmatch/db/queries/notification-facts';
import { removePushEndpoint } from '@starmatch/db/queries/push-subscriptions';
import { isPushServiceEndpoint } from '@starmatch/domain/notifications/push-service-endpoint';
import type { PushDelivery } from '@starmatch/domain/notifications/send-due-notifications';
import type { MessagingLogger } from '@starmatch/messaging/logger';
import type { VapidKeys } from '@starmatch/service-kit/web-push-env';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { vapidAuthorizations } from './vapid-authorization.js';

/**
 * How long a push service keeps a push for a device that is off: a day, after which word of a
 * like or a message is stale and the app itself says more when next opened.
 */
export const PUSH_TTL_SECONDS = 86_400;
/** How long one push service may take to answer before the send counts as failed. */
export const PUSH_TIMEOUT_MS = 10_000;
/** Open connections per push service host, kept alive between pushes. */
export const PUSH_CONNECTIONS = 16;

type DeviceOutcome = 'delivered' | 'gone' | 'refused' | 'failed';

/**
 * The Topic header (RFC 8030 5.4): a push service keeps only the newest undelivered push of a
 * topic, as the device keeps only the newest notification of a tag. At most 32 base64url
 * characters, so a digest of the tag.
 */
export function pushTopic(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/** Messages and matches wake a phone; a new like can wait for its next wake-up. */
function urgencyOf(payload: PushPayload): 'high' | 'normal' {
  return payload.tag === 'requests' ? 'normal' : 'high';
}

/**
 * Web Push with the deployment's VAPID keys (the `web-push` library: RFC 8291 encryption,
 * RFC 8292 identification) to the devices of a person (read with the notification's facts). A push service that says the
 * subscription is gone (404, 410) loses it here; one that refuses the push (another 4xx) is
 * logged and not asked again; one that is down or slow (429, 5xx, a network error) is asked
 * again with the notification's retry, unless another device took the push.
 */
export function createWebPushDelivery(deps: {
  db: Kysely<Database>;
  vapid: VapidKeys;
  serviceHosts: readonly string[];
  log: Pick<MessagingLogger, 'warn' | 'info'>;
  /** Where push services are reached under a private CA (the tests); keeps connections alive. */
  agent?: Agent;
  /** The clock the VAPID tokens' lifetimes are read on. */
  now?: () => number;
}): PushDelivery {
  const { db, vapid, log } = deps;
  // A handful of push services take every push: one TLS handshake per connection, not per push.
  const agent = deps.agent ?? new Agent({ keepAlive: true, maxSockets: PUSH_CONNECTIONS });
  const authorizationFor = vapidAuthorizations(vapid, deps.now);

  async function sendToDevice(device: PushDevice, payload: PushPayload): Promise<DeviceOutcome> {
    if (!isPushServiceEndpoint(device.endpoint, deps.serviceHosts)) {
      // Accepted under an earlier PUSH_SERVICE_HOSTS: never sent to, and dropped.
      await removePushEndpoint(db, device.endpoint);
      return 'gone';
    }
    try {
      await webpush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        {
          headers: { Authorization: authorizationFor(device.endpoint) },
          TTL: PUSH_TTL_SECONDS,
          topic: pushTopic(payload.tag),
          urgency: urgencyOf(payload),
          timeout: PUSH_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          agent,
        },
      );
      return 'delivered';
    } catch (error) {
      if (!(error instanceof webpush.WebPushError)) {
        log.warn({ err: error, subscriptionId: device.id }, 'push service unreachable');
        return 'failed';
      }
      if (error.statusCode === 404 || error.statusCode === 410) {
        await removePushEndpoint(db, device.endpoint);
        log.info({ subscriptionId: device.id }, 'push subscription gone; removed');
        return 'gone';
      }
      if (error.statusCode === 429 || error.statusCode >= 500) {
        log.warn({ status: error.statusCode, subscriptionId: device.id }, 'push service busy');
        return 'failed';
      }
      log.warn(
        { status: error.statusCode, body: error.body.slice(0, 200), subscriptionId: device.id },
        'push refused',
      );
      return 'refused';
    }
  }

  return {
    async send({ devices, payload }) {
      const outcomes = await Promise.all(devices.map((device) => sendToDevice(device, payload)));
      const delivered = outcomes.filter((outcome) => outcome === 'delivered').length;
      if (delivered === 0 && outcomes.includes('failed')) {
        throw new Error('no push service took the push; it is tried again');
      }
      return { delivered };
    },
  };
}
