import type { VapidKeys } from '@starmatch/service-kit/web-push-env';
import webpush from 'web-push';

/** How long a VAPID token is good for (RFC 8292 allows up to 24 hours). */
export const VAPID_TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Made anew this long before it runs out, so a slow clock at a push service never refuses it. */
export const VAPID_TOKEN_RENEW_BEFORE_MS = 6 * 60 * 60 * 1000;

/**
 * The `Authorization` header of a push to an endpoint: a VAPID token for the push service's
 * origin, signed once and reused until half its life is gone. web-push signs a new one (an
 * ES256 signature, the key read from its raw form) for every push, which was most of the
 * worker's CPU per push (docs/BENCHMARKS.md "With web push").
 */
export function vapidAuthorizations(
  vapid: VapidKeys,
  now: () => number = Date.now,
): (endpoint: string) => string {
  const tokens = new Map<string, { authorization: string; renewAt: number }>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const at = now();
    const kept = tokens.get(audience);
    if (kept && at < kept.renewAt) return kept.authorization;
    const expiresAt = at + VAPID_TOKEN_LIFETIME_MS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      Math.floor(expiresAt / 1000),
    );
    tokens.set(audience, {
      authorization: Authorization,
      renewAt: expiresAt - VAPID_TOKEN_RENEW_BEFORE_MS,
    });
    return Authorization;
  };
}
