import { Validator } from '@seriousme/openapi-schema-validator';
import type { ApiRoute } from '@starmatch/contracts/api-route';
import { API_ROUTE_NAMES, apiRoutes } from '@starmatch/contracts/api-routes';
import { moderationRoutes } from '@starmatch/contracts/api-routes-moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApi, type TestApi } from './support/test-api.js';

interface Operation {
  operationId: string;
  summary: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let api: TestApi;
let document: Document;
beforeAll(async () => {
  api = await startTestApi();
  const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await api.close();
});

const ADMIN_PREFIX = '/api/admin/';
const allRoutes = API_ROUTE_NAMES.map((name) => ({ name, route: apiRoutes[name] as ApiRoute }));
/** Every route but the moderators' ones, which answer anyone else as unknown paths do. */
const routes = allRoutes.filter(({ route }) => !route.path.startsWith(ADMIN_PREFIX));
const adminRoutes = allRoutes.filter(({ route }) => route.path.startsWith(ADMIN_PREFIX));

function operationOf(route: ApiRoute): Operation {
  const operation =
    document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${route.method} ${route.path} is not in the document`);
  return operation;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io }) as Record<string, unknown>;
  return rest;
}

describe('GET /api/openapi.json', () => {
  it('answers JSON without a session', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual(document);
    expect(document.openapi).toBe('3.1.1');
  });

  it('validates as an OpenAPI 3.1 document, references included', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('fails validation when a reference goes nowhere, so the check above can fail', async () => {
    const broken = structuredClone(document);
    const response = broken.paths['/api/login']?.post?.responses['401'];
    if (!response?.content) throw new Error('POST /api/login has no 401');
    response.content['application/json'] = { schema: { $ref: '#/components/schemas/Nothing' } };
    const result = await new Validator().validate(broken as unknown as Record<string, unknown>);
    expect(result.valid).toBe(false);
  });

  it('leaves out every /api/admin route, and names none of them anywhere', () => {
    expect(adminRoutes.map(({ name }) => name).sort()).toEqual(
      [
        ...Object.keys(moderationRoutes),
        'getAdminCorrections',
        'decideCorrection',
        'getAdminAppeals',
        'decideAppeal',
        'getHeldPhotos',
        'decideHeldPhoto',
      ].sort(),
    );
    const text = JSON.stringify(document);
    expect(text).not.toContain('/api/admin');
    for (const { name, route } of adminRoutes) {
      expect(text).not.toContain(`"${name}"`);
      expect(text).not.toContain(route.summary);
    }
  });

  it('lists exactly the public routes of apiRoutes, each under its key as operationId', () => {
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        operationId: operation.operationId,
      })),
    );
    const expected = routes.map(({ name, route }) => ({
      call: `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`,
      operationId: name,
    }));
    const byCall = (a: { call: string }, b: { call: string }) => a.call.localeCompare(b.call);
    expect(listed.sort(byCall)).toEqual(expected.sort(byCall));
    expect(listed).toContainEqual({
      call: 'DELETE /api/matches/{id}/unmatch',
      operationId: 'unmatch',
    });
  });

  it.each(routes)(
    '$name asks for the bearer token exactly when it needs a session',
    ({ route }) => {
      const operation = operationOf(route);
      expect(operation.security).toEqual(route.auth ? [{ bearerAuth: [] }] : undefined);
    },
  );

  it('declares the bearer scheme and the error body once', () => {
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description: 'The sessionToken that POST /api/login answers',
      },
    });
    expect(document.components.schemas.ErrorBody).toEqual({
      type: 'object',
      properties: {
        message: { type: 'string' },
        code: { type: 'string' },
        appealToken: { type: 'string' },
      },
      required: ['message'],
      additionalProperties: false,
    });
  });

  it.each(routes)(
    '$name answers its success schema and every error status it can fail with',
    ({ route }) => {
      const operation = operationOf(route);
      const errors = [...new Set([...route.errors, 500])].map(String).sort();
      expect(Object.keys(operation.responses).sort()).toEqual(
        [String(route.status), ...errors].sort(),
      );
      expect(operation.responses[String(route.status)]?.content).toEqual(
        route.status === 204
          ? undefined
          : { 'application/json': { schema: jsonSchema(route.response, 'output') } },
      );
      for (const status of errors) {
        expect(operation.responses[status]?.content).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
        });
      }
    },
  );

  it.each(routes)('$name takes its path parameters, query and body', ({ route }) => {
    const operation = operationOf(route);
    const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
    const parameters = operation.parameters ?? [];
    expect(parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathNames);
    expect(parameters.filter((p) => p.in === 'path').every((p) => p.required)).toBe(true);
    const query = route.query
      ? Object.keys((jsonSchema(route.query, 'input') as { properties: object }).properties)
      : [];
    expect(parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(query);
    if (route.body) {
      expect(operation.requestBody).toEqual({
        required: true,
        content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
      });
    } else if (route.multipartFileField) {
      expect(Object.keys(operation.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    } else {
      expect(operation.requestBody).toBeUndefined();
    }
  });

  it('describes the chat page query with its limits', () => {
    const parameters = operationOf(apiRoutes.getMessages).parameters;
    expect(parameters?.map(({ name, in: where, required }) => ({ name, where, required }))).toEqual(
      [
        { name: 'matchId', where: 'path', required: true },
        { name: 'before', where: 'query', required: false },
        { name: 'limit', where: 'query', required: false },
      ],
    );
    expect(parameters?.find((p) => p.name === 'limit')?.schema).toEqual({
      default: 50,
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
  });

  it('describes the upload as one multipart file field', () => {
    expect(operationOf(apiRoutes.uploadImage).requestBody?.content).toEqual({
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { image: { type: 'string', contentMediaType: 'application/octet-stream' } },
          required: ['image'],
        },
      },
    });
  });
});
