import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { ERROR_STATUS } from '@starmatch/contracts/errors';
import { isDependencyUnavailable } from '@starmatch/service-kit/dependency-unavailable';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../errors/http-error.js';
import { TooManyRequestsError } from '../rate-limits/enforce-rate-limit.js';

const SERVER_ERROR_MESSAGE = API_MESSAGES.serverError;

/**
 * A restart or failover of PostgreSQL or Redis takes seconds; the SPA's retries back off from
 * there (send-queue.ts), and a client that honours Retry-After does not hammer a recovering
 * server.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * One place turns every failure into `{ message, code? }`: validation problems become a 400 that names
 * the first problem, client errors keep their text, an unreachable database or Redis is a 503
 * with Retry-After, and server errors never leak theirs.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const invalid = new HttpError('VALIDATION_FAILED', first?.message ?? 'Invalid request');
      return reply.code(invalid.statusCode).send(invalid.body());
    }
    if (error instanceof TooManyRequestsError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.body());
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return reply.code(ERROR_STATUS.INTERNAL).send({ message: SERVER_ERROR_MESSAGE });
    }
    const status = error.statusCode ?? ERROR_STATUS.INTERNAL;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type, rate limits.
      return reply.code(status).send({ message: error.message, code: error.code });
    }
    if (isDependencyUnavailable(error)) {
      // Not this request's fault, and gone once the datastore is back: worth trying again soon.
      request.log.warn({ err: error }, 'a datastore is unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply
        .code(ERROR_STATUS.UNAVAILABLE)
        .send({ message: API_MESSAGES.serviceUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(ERROR_STATUS.INTERNAL).send({ message: SERVER_ERROR_MESSAGE });
  });
}

/**
 * Scoped to /api (and to the root when no SPA is served), so unknown calls answer JSON. The answer
 * is given before the body is read: an unknown path is unknown whatever it is sent, and a route a
 * caller may not know of (/api/admin/*, through `reply.callNotFound()` in its first hook, before
 * its body is read) then answers exactly as an unknown path does, broken JSON included.
 */
export function registerJsonNotFound(app: FastifyInstance): void {
  const answer = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(ERROR_STATUS.NOT_FOUND)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return undefined;
    answer(request, reply);
    return reply;
  });
  app.setNotFoundHandler(answer);
}
