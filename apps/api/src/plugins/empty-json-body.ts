import type { FastifyInstance } from 'fastify';

/**
 * The SPA's logout sends `Content-Type: application/json` with no body (docs/PRODUCT.md "Calls to the server"), which
 * Fastify's parser rejects. An empty body is read as no body; anything else goes to the default
 * parser, which keeps its prototype-poisoning protection.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}
