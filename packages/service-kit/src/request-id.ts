import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { runWithRequestId } from '@starmatch/messaging/request-context';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { BINDS_REQUEST_ID } from './logger.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An edge's id is taken as it is when it looks like one (a UUID, nginx's `$request_id`, a
 * load balancer's trace id): short, and of characters that cannot forge a log line or a header.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/**
 * The id of a request: the edge's `X-Request-Id` when it sends a sound one, else a random UUID.
 * Never Fastify's default, a per-process counter that every copy starts again at `req-1`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify's options for the id: made by `requestIdOf`, logged as `requestId` by the request's
 * child logger, which is marked so the logger's mixin does not write it a second time.
 */
export function requestIdOptions(): Pick<
  FastifyServerOptions,
  'genReqId' | 'requestIdHeader' | 'logController' | 'childLoggerFactory'
> {
  return {
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    childLoggerFactory(logger, bindings, options) {
      const child = logger.child(bindings, options);
      // pino makes a child's children with Object.create, so they inherit the mark.
      Object.defineProperty(child, BINDS_REQUEST_ID, { value: true });
      return child;
    },
  };
}

/**
 * Echoes the id in the answer's `X-Request-Id` and runs the rest of the request in its context
 * (request-context.ts), so what it logs anywhere, the jobs it enqueues and the events it writes
 * carry it. Add it before any route.
 */
export function carryRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runWithRequestId(request.id, done);
  });
}
