import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/**
 * Which peers may say who the client is through X-Forwarded-For: none (false), any (true, only
 * when nothing but the proxy can reach the service), or the listed addresses and CIDR ranges
 * (proxy-addr's forms, `loopback`, `linklocal` and `uniquelocal` included). Fastify takes this
 * value as its `trustProxy` as it is.
 */
export type TrustProxy = boolean | string[];

const TRUE_WORDS = new Set(['true', '1', 'yes']);
const FALSE_WORDS = new Set(['', 'false', '0', 'no']);

/** TRUST_PROXY: `true`/`false` as before, or a comma-separated list of addresses and ranges. */
export function trustProxySetting() {
  return z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      const text = (value ?? '').trim().toLowerCase();
      if (TRUE_WORDS.has(text)) return true;
      if (FALSE_WORDS.has(text)) return false;
      const list = text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      try {
        // proxy-addr's own parser, so what passes here is what Fastify and the gateway accept.
        proxyAddr.compile(list);
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: `true, false, or addresses and CIDR ranges separated by commas (${(error as Error).message})`,
        });
        return z.NEVER;
      }
      return list;
    });
}

/**
 * The client's address as Fastify's `request.ip` reads it with the same TRUST_PROXY: walking
 * X-Forwarded-For from the connection's peer towards the client while each hop is trusted, so
 * an entry a client wrote itself is never taken for its address.
 */
export function clientAddressFactory(trust: TrustProxy): (request: IncomingMessage) => string {
  if (trust === false) return (request) => request.socket.remoteAddress ?? 'unknown';
  const trusted = trust === true ? () => true : proxyAddr.compile(trust);
  return (request) => proxyAddr(request, trusted) ?? 'unknown';
}
