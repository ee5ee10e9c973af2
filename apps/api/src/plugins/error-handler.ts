import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../errors/http-errors.js';
import { TooManyRequestsError } from '../rate-limits/enforce-rate-limit.js';

const SERVER_ERROR_MESSAGE = API_MESSAGES.serverError;

/**
 * One place turns every failure into `{ message, code? }`: validation problems become a 400 that names
 * the first problem, client errors keep their text, and server errors never leak theirs.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({
        message: first?.message ?? 'Invalid request',
        code: 'VALIDATION_FAILED',
      });
    }
    if (error instanceof TooManyRequestsError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(
          error.code ? { message: error.message, code: error.code } : { message: error.message },
        );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type, rate limits.
      return reply.code(status).send({ message: error.message, code: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
  });
}

/** Scoped to /api (and to the root when no SPA is served), so unknown calls answer JSON. */
export function registerJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
