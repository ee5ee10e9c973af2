import { z } from 'zod';

/** The OpenAPI version GET /api/openapi.json is written in. */
export const OPENAPI_VERSION = '3.1.1';

/**
 * GET /api/openapi.json: the API described from this package's route table. Only its outline is
 * checked here; the api's test validates the whole document against the OpenAPI 3.1 schema.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal(OPENAPI_VERSION),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
