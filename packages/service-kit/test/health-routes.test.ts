import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { healthRoutes } from '../src/health-routes.js';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function appWith(checks: Record<string, () => Promise<void>>) {
  const app = Fastify({ logger: false });
  apps.push(app);
  app.register(healthRoutes, { checks });
  return app;
}

describe('health routes', () => {
  it('answers alive and ready when every check passes', async () => {
    const app = appWith({ database: async () => {}, redis: async () => {} });
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
  });

  it('answers 503 naming the failing dependency', async () => {
    const app = appWith({
      database: async () => {},
      redis: async () => {
        throw new Error('ECONNREFUSED');
      },
    });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'failing' },
    });
  });
});
