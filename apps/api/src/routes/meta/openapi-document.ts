import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { ApiRoute } from '@starmatch/contracts/api-route';
import { MAX_IMAGE_BYTES } from '@starmatch/contracts/constants';
import { ERROR_STATUS, errorBodySchema } from '@starmatch/contracts/errors';
import { OPENAPI_VERSION, type OpenApiDocument } from '@starmatch/contracts/openapi';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };
const BEARER_SCHEME = 'bearerAuth';

/**
 * JSON Schema 2020-12 (OpenAPI 3.1's own dialect) of one contract schema. Requests are described
 * as a client sends them (before trimming and defaults), answers as the server sends them.
 * Reused parts are inlined so no schema refers to a `$defs` outside itself.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    reused: 'inline',
    cycles: 'throw',
  }) as JsonSchema;
  return rest;
}

function objectProperties(schema: z.ZodType, part: string): [string, JsonSchema, boolean][] {
  const json = jsonSchema(schema, 'input');
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (json.type !== 'object' || !properties) throw new Error(`${part} must be a zod object`);
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => [name, property, required.has(name)]);
}

function parameters(route: ApiRoute): JsonSchema[] {
  const path = route.params
    ? objectProperties(route.params, `${route.path} params`).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema,
      }))
    : [];
  const query = route.query
    ? objectProperties(route.query, `${route.path} query`).map(([name, schema, required]) => ({
        name,
        in: 'query',
        required,
        schema,
      }))
    : [];
  return [...path, ...query];
}

function requestBody(route: ApiRoute): JsonSchema | undefined {
  if (route.body) {
    return {
      required: true,
      content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
    };
  }
  if (route.multipartFileField) {
    const field = route.multipartFileField;
    return {
      required: true,
      description: `One image in the field "${field}", at most ${MAX_IMAGE_BYTES} bytes`,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              [field]: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
            required: [field],
          },
        },
      },
    };
  }
  return undefined;
}

function errorResponse(status: number): JsonSchema {
  return {
    description: STATUS_CODES[status] ?? String(status),
    ...(status === ERROR_STATUS.RATE_LIMITED
      ? {
          headers: {
            'Retry-After': {
              description: 'Seconds until the limit lets the call through again',
              schema: { type: 'integer', minimum: 0 },
            },
          },
        }
      : {}),
    content: { 'application/json': { schema: ERROR_BODY_REF } },
  };
}

function operation(name: string, route: ApiRoute): JsonSchema {
  const params = parameters(route);
  const body = requestBody(route);
  // The route table notes that any call may also fail with 500.
  const errorStatuses = [...new Set([...route.errors, ERROR_STATUS.INTERNAL])].sort(
    (a, b) => a - b,
  );
  return {
    operationId: name,
    summary: route.summary,
    ...(route.auth ? { security: [{ [BEARER_SCHEME]: [] }] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [String(route.status)]: {
        description: STATUS_CODES[route.status],
        // 204 No Content: the answer has no body to describe.
        ...(route.status === 204
          ? {}
          : { content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } }),
      },
      ...Object.fromEntries(errorStatuses.map((status) => [String(status), errorResponse(status)])),
    },
  };
}

/** '/api/messages/:matchId' -> '/api/messages/{matchId}'. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
}

function apiVersion(): string {
  // src/ and dist/ sit at the same depth, and the deployed image keeps package.json beside dist/.
  const packageJson = new URL('../../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/**
 * The moderators' routes. They answer anyone else as a path that does not exist would
 * (require-moderator.ts), so the public document does not list them either.
 */
export const PRIVATE_PATH_PREFIX = '/api/admin/';

/**
 * The OpenAPI 3.1 document of the given route table: one operation per public route, named by its
 * key; the routes under PRIVATE_PATH_PREFIX are left out.
 */
export function buildOpenApiDocument(routes: Readonly<Record<string, ApiRoute>>): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, route] of Object.entries(routes)) {
    if (route.path.startsWith(PRIVATE_PATH_PREFIX)) continue;
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase();
    const item = paths[path] ?? {};
    if (item[method]) throw new Error(`Two routes for ${route.method} ${route.path}`);
    item[method] = operation(name, route);
    paths[path] = item;
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Starmatch API',
      version: apiVersion(),
      description:
        'Generated from the route table in packages/contracts. Every failure answers `{ message }`, with a `code` where a client branches on the kind of failure.',
    },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The sessionToken that POST /api/login answers',
        },
      },
    },
  };
}
