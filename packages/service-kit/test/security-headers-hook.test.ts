import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSecurityHeaders } from '../src/security-headers-hook.js';

// Every answer of a service carries the headers: its routes, its 404s and its errors, whichever
// scope they come from.

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  sendSecurityHeaders(app, { appUrl: 'https://starmatch.example.nz' });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'none' }));
      scope.get('/refused', async (_request, reply) => reply.code(401).send({ message: 'no' }));
    },
    { prefix: '/scoped' },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('sendSecurityHeaders', () => {
  it.each([
    ['a route', '/ok', 200],
    ['an error', '/fails', 500],
    ['the root 404', '/nowhere', 404],
    ["a scope's 401", '/scoped/refused', 401],
    ["a scope's own 404", '/scoped/nowhere', 404],
  ])('puts them on %s', async (_name, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';img-src 'self' blob: data:;" +
        "connect-src 'self' wss://starmatch.example.nz;object-src 'none';base-uri 'self';" +
        "form-action 'self';frame-ancestors 'none'",
    );
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  });
});

describe('sendSecurityHeaders with a photo origin', () => {
  it('lets the pages load images from it, and from nowhere else new', async () => {
    const redirecting = Fastify({ logger: false });
    sendSecurityHeaders(redirecting, {
      appUrl: 'https://starmatch.example.nz',
      photoOrigin: 'https://starmatch-photos.s3.ap-southeast-2.amazonaws.com',
    });
    redirecting.get('/ok', async () => ({ ok: true }));
    try {
      const response = await redirecting.inject({ method: 'GET', url: '/ok' });
      expect(String(response.headers['content-security-policy']).split(';')).toEqual([
        "default-src 'self'",
        "script-src 'self'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' blob: data: https://starmatch-photos.s3.ap-southeast-2.amazonaws.com",
        "connect-src 'self' wss://starmatch.example.nz",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]);
    } finally {
      await redirecting.close();
    }
  });
});
