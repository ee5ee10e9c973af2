import type { ApiRoute } from './api-route.js';
import { appConfigResponseSchema } from './app-config.js';
import { healthResponseSchema, readinessResponseSchema } from './health.js';
import { openApiDocumentSchema } from './openapi.js';

/** Calls about the service itself, open to anyone: the SPA's config, the API's own description and the probes. */
export const metaRoutes = {
  getAppConfig: {
    method: 'GET',
    path: '/api/app-config',
    summary: 'Start-up config of the SPA',
    auth: false,
    status: 200,
    response: appConfigResponseSchema,
    errors: [],
  },
  getOpenApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document, generated from the route table',
    auth: false,
    status: 200,
    response: openApiDocumentSchema,
    errors: [],
  },
  health: {
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness',
    auth: false,
    status: 200,
    response: healthResponseSchema,
    errors: [],
  },
  readiness: {
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness; 503 with the same body when a dependency is down',
    auth: false,
    status: 200,
    response: readinessResponseSchema,
    errors: [],
  },
} as const satisfies Record<string, ApiRoute>;
