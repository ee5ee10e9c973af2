import { apiRoutes } from '@starmatch/contracts/api-routes';
import type { OpenApiDocument } from '@starmatch/contracts/openapi';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { buildOpenApiDocument } from './openapi-document.js';

// The table is fixed for the life of the process, so the document is built once, on first ask.
let document: OpenApiDocument | undefined;

export async function openApiRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getOpenApiDocument, async () => {
    document ??= buildOpenApiDocument(apiRoutes);
    return document;
  });
}
