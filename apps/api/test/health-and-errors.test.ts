import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ LAUNCH_MODE: 'waitlist' });
});
afterAll(async () => {
  await api.close();
});

describe('probes', () => {
  it('answers alive, and ready naming every dependency it checked', async () => {
    const alive = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const expectedChecks = process.env.REDIS_URL
      ? { database: 'ok', redis: 'ok' }
      : { database: 'ok' };
    expect(ready.json()).toEqual({ status: 'ready', checks: expectedChecks });
  });

  it('answers /healthz over the network as the route does, security headers included', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const probe = await fetch(`http://127.0.0.1:${port}/healthz`);
    const routed = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(probe.status).toBe(200);
    expect(await probe.text()).toBe('{"status":"ok"}');
    // Only what differs between any two answers is left out: the date, the connection's and
    // the request id (each routed request's own; a probe answered ahead of the router has none).
    const comparable = (headers: Record<string, unknown>) => {
      const { date, connection, 'keep-alive': keepAlive, 'x-request-id': id, ...rest } = headers;
      return rest;
    };
    const sent = comparable(Object.fromEntries(probe.headers));
    expect(sent).toEqual(comparable(routed.headers));
    expect(sent['content-security-policy']).toContain("default-src 'self'");
    expect(probe.headers.get('x-request-id')).toBeNull();
    expect(routed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/app-config', () => {
  it('tells the SPA which page anonymous visitors get at /', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.json()).toEqual({ launchMode: 'waitlist' });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/no-such-thing' });
  });

  it('answers an unknown path outside the API with a JSON 404 when no SPA is served', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /somewhere' });
  });
});
