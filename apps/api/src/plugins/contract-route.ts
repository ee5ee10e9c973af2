import type {
  ApiRoute,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@starmatch/contracts/api-route';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireSession } from './session-auth.js';

export interface ContractRequest<R extends ApiRoute> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  raw: FastifyRequest;
}

/**
 * Registers a route exactly as packages/contracts declares it: method, path, the zod schemas of
 * params, query, body and response, the success status, and the session hook when it needs one.
 * Registered inside the /api scope, so the contract's '/api' prefix is dropped here.
 */
export function contractRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: (request: ContractRequest<R>, reply: FastifyReply) => Promise<RouteResponse<R>>,
): void {
  app.route({
    method: route.method,
    url: route.path.replace(/^\/api/, ''),
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { [route.status]: route.response },
    },
    ...(route.auth ? { onRequest: requireSession } : {}),
    async handler(request, reply) {
      reply.code(route.status);
      return handler(
        {
          params: request.params as RouteParams<R>,
          query: request.query as RouteQuery<R>,
          body: request.body as RouteBody<R>,
          raw: request,
        },
        reply,
      );
    },
  });
}
