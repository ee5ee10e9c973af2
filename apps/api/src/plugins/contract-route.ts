import type {
  ApiRoute,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@starmatch/contracts/api-route';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireSession } from './session-auth.js';

/**
 * An answer the database already wrote as JSON (a page of the deck): sent as it is, without
 * fastify's serialiser and its zod check. Its query's tests hold it to the contract instead.
 */
export class JsonAnswer<T> {
  declare readonly answers?: T;
  constructor(readonly json: string) {}
}

export interface ContractRequest<R extends ApiRoute> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  raw: FastifyRequest;
}

/**
 * Registers a route exactly as packages/contracts declares it: method, path, the zod schemas of
 * params, query, body and response, the success status, and the session hook when it needs one.
 * Registered inside the /api scope, so the contract's '/api' prefix is dropped here. A 204
 * route's handler resolves with null (its `response` is z.null()) and the answer has no body.
 */
export function contractRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: (
    request: ContractRequest<R>,
    reply: FastifyReply,
  ) => Promise<RouteResponse<R> | JsonAnswer<RouteResponse<R>>>,
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
      const contract = {
        params: request.params as RouteParams<R>,
        query: request.query as RouteQuery<R>,
        body: request.body as RouteBody<R>,
        raw: request,
      };
      if (route.status === 204) {
        // Fastify would serialise the null as the text 'null'; a 204 has no body at all.
        await handler(contract, reply);
        return reply.send();
      }
      const answer = await handler(contract, reply);
      if (!(answer instanceof JsonAnswer)) return answer;
      // A string with a JSON content type is sent as it is.
      reply.type('application/json; charset=utf-8');
      return answer.json;
    },
  });
}
