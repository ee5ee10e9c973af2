import { request } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { healthRoutes } from '../src/health-routes.js';
import { answerLivenessFirst } from '../src/liveness-first.js';
import { sendSecurityHeaders } from '../src/security-headers-hook.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A server like the API's: security headers on every answer, and a hook that counts requests. */
async function listeningApp() {
  const app = Fastify({ logger: false });
  apps.push(app);
  sendSecurityHeaders(app, { appUrl: 'http://localhost:3000' });
  const seen: string[] = [];
  app.addHook('onRequest', async (req) => {
    seen.push(`${req.method} ${req.url}`);
  });
  await app.register(healthRoutes, { checks: { database: async () => {} } });
  answerLivenessFirst(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // The answer is taken from the route once, at listen time.
  expect(seen).toEqual(['GET /healthz']);
  seen.length = 0;
  return { app, port, seen };
}

interface RawAnswer {
  status: number;
  /** Header names and values in the order they were sent, lower-cased names. */
  headers: string[];
  body: string;
}

function get(port: number, path: string, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => {
        const headers = res.rawHeaders.map((part, i) => (i % 2 === 0 ? part.toLowerCase() : part));
        resolve({ status: res.statusCode ?? 0, headers, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** What differs between any two answers: the date, and how the connection is kept. */
function withoutPerAnswerHeaders(headers: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < headers.length; i += 2) {
    if (['date', 'connection', 'keep-alive'].includes(headers[i]!)) continue;
    kept.push(headers[i]!, headers[i + 1]!);
  }
  return kept;
}

describe('answerLivenessFirst', () => {
  it('answers GET /healthz exactly as the route does, headers in order, without running the hooks', async () => {
    const { app, port, seen } = await listeningApp();
    const fast = await get(port, '/healthz');
    const routed = await get(port, '/healthz?from=test');
    expect(seen).toEqual(['GET /healthz?from=test']);
    expect(fast.status).toBe(200);
    expect(fast.body).toBe('{"status":"ok"}');
    expect(withoutPerAnswerHeaders(fast.headers)).toEqual(withoutPerAnswerHeaders(routed.headers));
    expect(fast.headers).toContain('x-content-type-options');
    const injected = await app.inject({ method: 'GET', url: '/healthz' });
    expect(injected.json()).toEqual({ status: 'ok' });
  });

  it('leaves every other request to Fastify', async () => {
    const { port, seen } = await listeningApp();
    expect((await get(port, '/readyz')).status).toBe(200);
    expect((await get(port, '/healthz', 'HEAD')).status).toBe(200);
    expect((await get(port, '/nowhere')).status).toBe(404);
    expect(seen).toEqual(['GET /readyz', 'HEAD /healthz', 'GET /nowhere']);
  });
});
