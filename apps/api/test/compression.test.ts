import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../src/config.js';
import { createApi } from '../src/create-api.js';
import { writeWebBuild } from './support/web-build.js';

// An API that serves the SPA itself has no edge in front to compress its JSON, so it does.

const LARGE = { people: Array.from({ length: 60 }, (_, index) => ({ index, bio: 'Stargazer' })) };
const LARGE_JSON = JSON.stringify(LARGE);

let dir: string;
let webDistDir: string;
const apps: FastifyInstance[] = [];

async function apiWith(webDistDir: string | undefined): Promise<FastifyInstance> {
  const infrastructure = await createTestInfrastructure();
  const config = loadApiConfig({ LOG_LEVEL: 'silent' });
  const app = await createApi(config, { infrastructure, ownsInfrastructure: true, webDistDir });
  app.get('/api/test/large', async () => LARGE);
  app.get('/api/test/small', async () => ({ ok: true }));
  await app.ready();
  apps.push(app);
  return app;
}

function get(app: FastifyInstance, url: string, acceptEncoding: string) {
  return app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'starmatch-compression-'));
  webDistDir = await writeWebBuild(dir, {
    'index.html': '<!doctype html><title>Starmatch</title>',
  });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await rm(dir, { recursive: true, force: true });
});

describe('JSON compression', () => {
  it('sends large JSON as Brotli, else gzip, else plain, when the API serves the SPA', async () => {
    const app = await apiWith(webDistDir);

    const brotli = await get(app, '/api/test/large', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(LARGE_JSON.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(LARGE);

    const gzipped = await get(app, '/api/test/large', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(LARGE);

    const plain = await get(app, '/api/test/large', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(LARGE);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const app = await apiWith(webDistDir);
    const response = await get(app, '/api/test/small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });

  it('leaves compression to the edge when the API only serves the API', async () => {
    const app = await apiWith(undefined);
    const response = await get(app, '/api/test/large', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(LARGE);
  });
});
