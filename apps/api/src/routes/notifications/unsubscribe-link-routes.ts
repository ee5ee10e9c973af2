import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { setEmailByLink } from '@starmatch/domain/notifications/email-by-link';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/**
 * An email's unsubscribe link and its undo, without signing in. Mail providers send the RFC 8058
 * one-click POST with the form body `List-Unsubscribe=One-Click`; the token is in the query, so
 * the body is read and ignored (this plugin's scope only).
 */
export async function unsubscribeLinkRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  for (const [route, enabled] of [
    [apiRoutes.unsubscribeByLink, false],
    [apiRoutes.resubscribeByLink, true],
  ] as const) {
    contractRoute(app, route, async (request) => {
      await enforceRateLimits(app, [[RATE_LIMITS.unsubscribeLinkPerIp, request.raw.ip]]);
      const result = await setEmailByLink(app.domain, { token: request.query.token, enabled });
      if (result.outcome === 'invalid') {
        throw new HttpError('INVALID_UNSUBSCRIBE_TOKEN', API_MESSAGES.invalidUnsubscribeLink);
      }
      return { kind: result.kind, channel: 'email' as const, enabled: result.enabled };
    });
  }
}
