import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTE_NAMES, apiRoutes } from '../src/api-routes.js';
import { busEventSchema } from '../src/bus-events.js';
import { jobPayloadSchemas } from '../src/jobs.js';
import { clientFrameSchema, serverFrameSchema } from '../src/realtime.js';

// The API publishes OpenAPI from these schemas, so each must convert to JSON
// Schema without falling back to "any" (the default mode throws on that).

describe('JSON Schema conversion', () => {
  it.each(API_ROUTE_NAMES)('%s converts', (name) => {
    const route = apiRoutes[name];
    const inputs = (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = (route as Partial<Record<typeof part, z.ZodType>>)[part];
      return schema ? [schema] : [];
    });
    for (const schema of inputs)
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(route.response, { io: 'output' })).not.toThrow();
  });

  it('keeps the checks a client can see', () => {
    const body = z.toJSONSchema(apiRoutes.sendMessage.body, { io: 'input' }) as {
      properties: Record<string, { maxLength?: number; minLength?: number }>;
      required: string[];
    };
    expect(body.properties.content).toMatchObject({ minLength: 1, maxLength: 2000 });
    expect(body.required.sort()).toEqual(['content', 'matchId', 'receiverId']);
    const profile = z.toJSONSchema(apiRoutes.updateProfile.body, { io: 'input' }) as {
      oneOf?: unknown[];
    };
    expect(profile.oneOf).toHaveLength(3);
  });

  it('frames, events and jobs convert too', () => {
    for (const schema of [
      clientFrameSchema,
      serverFrameSchema,
      busEventSchema,
      ...Object.values(jobPayloadSchemas),
    ]) {
      expect(() => z.toJSONSchema(schema)).not.toThrow();
    }
  });
});
