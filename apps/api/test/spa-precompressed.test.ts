import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../src/config.js';
import { createApi } from '../src/create-api.js';
import { writeWebBuild } from './support/web-build.js';

// The web build writes a .br and a .gz next to each text file; the SPA plugin sends those to
// browsers that accept them, and the original to anyone else.

const INDEX = '<!doctype html><title>Starmatch</title>';
const SCRIPT = `export const stars = ${JSON.stringify('✦'.repeat(200))};`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'starmatch-spa-'));
  const webDistDir = await writeWebBuild(dir, {
    'index.html': INDEX,
    'index.html.br': brotliCompressSync(INDEX),
    'index.html.gz': gzipSync(INDEX),
    'assets/app-1a2b3c.js': SCRIPT,
    'assets/app-1a2b3c.js.gz': gzipSync(SCRIPT),
  });
  const infrastructure = await createTestInfrastructure();
  const config = loadApiConfig({ LOG_LEVEL: 'silent' });
  app = await createApi(config, { infrastructure, ownsInfrastructure: true, webDistDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the SPA with precompressed files', () => {
  it.each(['/', '/matches'])('sends %s as the Brotli copy of index.html', async (url) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('falls back to gzip, then to the original, for what has no Brotli copy', async () => {
    const url = '/assets/app-1a2b3c.js';
    const gzipped = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('does not serve the compressed copies under their own names', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.gz' });
    expect(response.statusCode).toBe(404);
  });
});
