import type { ApiRoute } from '@starmatch/contracts/api-route';
import { API_ROUTE_NAMES, apiRoutes } from '@starmatch/contracts/api-routes';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import {
  PARTS,
  type ProbingApi,
  probes,
  probingApiPerFile,
  VALID_INPUTS,
} from './support/route-input-probes.js';
import type { TestApi } from './support/test-api.js';

// A NUL (or any other control character) in text a client sends is refused with a 400 by the
// contract before any handler runs; PostgreSQL cannot store NUL, so it used to answer 500. The
// fields that did: control-characters-stored.test.ts.

let api: TestApi;
let token: string;
let rowCounts: ProbingApi['rowCounts'];
probingApiPerFile((started) => {
  ({ api, token, rowCounts } = started);
});

describe('a NUL in any field of any request', () => {
  it('has a valid request for every route that takes input', () => {
    const withInput = API_ROUTE_NAMES.filter((name) => {
      const route: ApiRoute = apiRoutes[name];
      return PARTS.some((part) => route[part] !== undefined);
    });
    expect(Object.keys(VALID_INPUTS).sort()).toEqual([...withInput].sort());
  });

  it('answers 400 with a message naming the problem, for every field, and writes nothing', async () => {
    const before = await rowCounts();
    const answers = [];
    for (const probe of probes) {
      const response = await call(
        api,
        probe.request.method,
        probe.request.url,
        probe.request.body,
        probe.auth ? { token } : {},
      );
      const body = response.json() as { message?: unknown };
      answers.push({
        field: `${probe.name} ${probe.part} ${probe.field}`,
        status: response.statusCode,
        message: probe.kind === 'text' ? body.message : typeof body.message,
      });
    }
    expect(answers).toEqual(
      probes.map((probe) => ({
        field: `${probe.name} ${probe.part} ${probe.field}`,
        status: 400,
        message: probe.kind === 'text' ? VALIDATION_MESSAGES.controlCharacters : 'string',
      })),
    );
    expect(answers.length).toBeGreaterThanOrEqual(37);
    expect(await rowCounts()).toEqual(before);
  });
});
