import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiRoute, buildPath } from '@starmatch/contracts/api-route';
import { API_ROUTE_NAMES, apiRoutes } from '@starmatch/contracts/api-routes';
import { migrateToLatest } from '@starmatch/db/migrate';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../src/config.js';
import { createApi } from '../../src/create-api.js';
import { freshIp } from '../support/call.js';
import { signedInPerson } from '../support/people.js';
import type { TestApi } from '../support/test-api.js';
import { writeWebBuild } from '../support/web-build.js';

// To anyone who is not a signed-in moderator, an /api/admin route answers exactly what a path
// that does not exist answers: same status, same headers, same body but for the path it names.
// Each call is compared with the same call to a made-up path of the same length, in both
// layouts of the API: alone, and serving the SPA (the single-process mode).

const ADMIN = '/api/admin/';
/** As long as ADMIN, so the bodies and their lengths can be compared byte for byte. */
const UNKNOWN = '/api/xyzab/';

const ADMIN_ROUTES = API_ROUTE_NAMES.map((name) => apiRoutes[name] as ApiRoute).filter((route) =>
  route.path.startsWith(ADMIN),
);

async function startApi(webDistDir?: string): Promise<TestApi> {
  const infrastructure = await createTestInfrastructure();
  await migrateToLatest(infrastructure.database.db);
  const config = loadApiConfig({ LOG_LEVEL: 'silent' });
  const app = await createApi(config, { infrastructure, ownsInfrastructure: true, webDistDir });
  await app.ready();
  return { app, infrastructure, db: infrastructure.database.db, close: () => app.close() };
}

const LAYOUTS = ['the API alone', 'the API serving the SPA'] as const;
let webDir: string;
const apis = new Map<string, TestApi>();
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'admin-not-found-'));
  const dist = await writeWebBuild(webDir, { 'index.html': '<!doctype html><title>SPA</title>' });
  apis.set(LAYOUTS[0], await startApi());
  apis.set(LAYOUTS[1], await startApi(dist));
});
afterAll(async () => {
  for (const api of apis.values()) await api.close();
  await rm(webDir, { recursive: true, force: true });
});

interface Attempt {
  readonly caller: string;
  readonly token?: string;
  readonly body?: string;
  readonly headers?: Record<string, string>;
}

function attempts(memberToken: string): Attempt[] {
  const json = { 'content-type': 'application/json' };
  return [
    { caller: 'no session' },
    { caller: 'an unknown token', token: 'x'.repeat(43) },
    { caller: 'a member', token: memberToken },
    { caller: 'a member asking for a page', token: memberToken, headers: { accept: 'text/html' } },
    { caller: 'a member with a body', token: memberToken, body: '{"action":"ban"}', headers: json },
    { caller: 'a member with broken JSON', token: memberToken, body: '{"action":', headers: json },
  ];
}

function send(api: TestApi, method: string, url: string, attempt: Attempt) {
  return api.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: freshIp(),
    headers: {
      ...(attempt.token ? { authorization: `Bearer ${attempt.token}` } : {}),
      ...attempt.headers,
    },
    ...(attempt.body === undefined ? {} : { payload: attempt.body }),
  });
}

/**
 * Status, headers (the date and the request's own id aside) and body, with the made-up path put
 * back to the real one.
 */
function answer(response: LightMyRequestResponse, from = UNKNOWN, to = UNKNOWN) {
  const { date: _date, 'x-request-id': _requestId, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body.replaceAll(from, to) };
}

describe.each(LAYOUTS)('%s: /api/admin/* to anyone but a moderator', (layout) => {
  it('answers each route exactly as it answers a path that does not exist', async () => {
    const api = apis.get(layout) as TestApi;
    const member = await signedInPerson(api.db, { fullName: 'Just A Member' });
    const seen = [];
    const expected = [];
    for (const route of ADMIN_ROUTES) {
      const url = buildPath(route.path, { id: '0190d6f2-0000-7000-8000-000000000000' });
      for (const attempt of attempts(member.token)) {
        const methods = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
        for (const method of methods) {
          const admin = await send(api, method, url, attempt);
          const unknown = await send(api, method, url.replace(ADMIN, UNKNOWN), attempt);
          const label = `${method} ${url} by ${attempt.caller}`;
          seen.push({ label, ...answer(admin, ADMIN, UNKNOWN) });
          expected.push({ label, ...answer(unknown) });
        }
      }
    }
    expect(seen).toEqual(expected);
    // They are 404s naming the path, as the not-found handler answers.
    expect(seen[0]).toMatchObject({
      status: 404,
      body: JSON.stringify({ message: `No route for GET ${UNKNOWN}reports` }),
    });
    expect(seen.length).toBeGreaterThanOrEqual(ADMIN_ROUTES.length * 6);
  });
});
