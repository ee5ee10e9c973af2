import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RateLimiter } from '@starmatch/service-kit/rate-limiter';
import { clientAddressFactory, type TrustProxy } from '@starmatch/service-kit/trust-proxy';
import type { Logger } from 'pino';

export type UpgradeAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Socket upgrades per client address per minute, counted on the shared rate limiter (Redis when
 * REDIS_URL is set, so the limit holds across gateways). Each upgrade costs a ticket lookup and
 * a socket's memory, so one address must not open them without end.
 */
export function upgradeLimit(options: {
  rateLimiter: RateLimiter;
  perMinute: number;
  /** Whose X-Forwarded-For is believed: the api's own rule, so both limit the same address. */
  trustProxy: TrustProxy;
  logger: Logger;
}): (request: IncomingMessage) => Promise<UpgradeAdmission> {
  const rule = { name: 'ws-upgrade-ip', points: options.perMinute, durationSeconds: 60 };
  const clientAddress = clientAddressFactory(options.trustProxy);
  return async (request) => {
    const address = clientAddress(request);
    try {
      return await options.rateLimiter.consume(rule, address);
    } catch (error) {
      // Redis is away: people reconnecting after the blip are let in (each still needs a
      // single-use ticket, itself limited per account) rather than locked out with everyone.
      options.logger.warn({ err: error }, 'socket upgrade limit unavailable; upgrade allowed');
      return { allowed: true };
    }
  };
}

/**
 * Asks `admit` before `upgrade` (which hands the socket to ws). Refused, the upgrade request is
 * answered 429 with Retry-After by hand: no WebSocket is made.
 */
export async function afterAdmission(
  admit: (request: IncomingMessage) => Promise<UpgradeAdmission>,
  request: IncomingMessage,
  socket: Duplex,
  upgrade: () => void,
): Promise<void> {
  // Node stops listening for the socket's errors once it hands over an upgrade; a client that
  // resets while the limiter is asked must not take the process down.
  const ignore = () => undefined;
  socket.on('error', ignore);
  const admission = await admit(request);
  if (socket.destroyed) return;
  if (!admission.allowed) {
    socket.end(
      'HTTP/1.1 429 Too Many Requests\r\n' +
        `Retry-After: ${admission.retryAfterSeconds}\r\n` +
        'Connection: close\r\n' +
        'Content-Length: 0\r\n\r\n',
    );
    return;
  }
  // ws listens for the socket's errors from here on (and destroys a socket already gone).
  upgrade();
  socket.off('error', ignore);
}
