import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { healthRoutes } from '../src/health-routes.js';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function appWith(
  checks: Record<string, () => Promise<void>>,
  reported?: Record<string, () => Promise<void>>,
) {
  const app = Fastify({ logger: false });
  apps.push(app);
  app.register(healthRoutes, { checks, reported });
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

  it('names a reported check that fails (the read replica) and stays ready on its account', async () => {
    const app = appWith(
      { database: async () => {} },
      {
        replica: async () => {
          throw new Error('read replica more than 1000 ms behind');
        },
      },
    );
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ready', checks: { database: 'ok', replica: 'failing' } },
    ]);
    const down = appWith(
      {
        database: async () => {
          throw new Error('ECONNREFUSED');
        },
      },
      { replica: async () => {} },
    );
    const unavailable = await down.inject({ method: 'GET', url: '/readyz' });
    expect([unavailable.statusCode, unavailable.json()]).toEqual([
      503,
      { status: 'unavailable', checks: { database: 'failing', replica: 'ok' } },
    ]);
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
