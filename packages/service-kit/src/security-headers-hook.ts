import { securityHeaders } from '@starmatch/security-headers/security-headers';
import type { FastifyInstance } from 'fastify';

/**
 * Puts the browser security headers (docs/ARCHITECTURE.md "Browser security headers") on every
 * answer of this server: pages, JSON, files, and errors and 404s, which keep the headers a reply
 * had. Call it on the root instance before anything else is registered, so no scope or
 * not-found handler is left without it. `photoOrigin` (`photo-origin.ts`) is where the api
 * redirects photos, when it does.
 */
export function sendSecurityHeaders(
  app: FastifyInstance,
  options: { appUrl: string; scriptHashes?: readonly string[]; photoOrigin?: string | undefined },
): void {
  const values = Object.fromEntries(
    securityHeaders({
      appUrl: options.appUrl,
      scriptHashes: options.scriptHashes ?? [],
      photoOrigin: options.photoOrigin,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(values);
    done();
  });
}
