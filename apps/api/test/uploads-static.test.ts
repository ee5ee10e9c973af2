import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../src/config.js';
import { createApi } from '../src/create-api.js';
import { writeWebBuild } from './support/web-build.js';

// Runs with the SPA fallback on, as the single-process mode does, to prove a missing photo stays
// a 404 rather than becoming index.html.

const USER = '7d1f0c3e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';
const PHOTO = '0b7e6b7a-6a0e-4f3e-9d8c-1a2b3c4d5e6f';
const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 fake-bytes-for-serving', 'latin1');

let dir: string;
let infrastructure: Infrastructure;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'starmatch-static-'));
  const uploadDir = join(dir, 'uploads');
  await mkdir(join(uploadDir, 'profiles', USER), { recursive: true });
  await mkdir(join(uploadDir, 'incoming'), { recursive: true });
  const webDir = await writeWebBuild(dir, {
    'index.html': '<!doctype html><title>Starmatch</title>',
  });
  await writeFile(join(uploadDir, 'profiles', USER, `${PHOTO}.webp`), WEBP);
  await writeFile(join(uploadDir, 'profiles', USER, '.secret.webp'), 'hidden');
  await writeFile(join(uploadDir, 'profiles', USER, 'notes.html'), '<script>alert(1)</script>');
  await writeFile(join(uploadDir, 'incoming', 'waiting.upload'), 'in progress');
  infrastructure = await createTestInfrastructure();
  const config = loadApiConfig({ LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir });
  app = await createApi(config, { infrastructure, ownsInfrastructure: true, webDistDir: webDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const asPage = { accept: 'text/html,application/xhtml+xml' };

describe('GET /uploads/...', () => {
  it('serves a photo as immutable WebP with nosniff', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/uploads/profiles/${USER}/${PHOTO}.webp`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(WEBP)).toBe(true);
  });

  it.each([
    ['a missing photo', `/uploads/profiles/${USER}/${'f'.repeat(8)}.webp`],
    ["a user's folder (no listing)", `/uploads/profiles/${USER}/`],
    ['the folder without a slash', `/uploads/profiles/${USER}`],
    ['the profiles root', '/uploads/profiles/'],
    ['the uploads root', '/uploads/'],
    ['a dotfile', `/uploads/profiles/${USER}/.secret.webp`],
    ['a file that is not WebP', `/uploads/profiles/${USER}/notes.html`],
    ['an upload waiting for the worker', '/uploads/incoming/waiting.upload'],
    ['a path escaping the folder', `/uploads/profiles/${USER}/..%2F..%2Fincoming%2Fwaiting.upload`],
  ])('answers 404 for %s, even to a browser asking for a page', async (_name, url) => {
    const response = await app.inject({ method: 'GET', url, headers: asPage });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('Starmatch</title>');
  });

  it('still answers other unknown pages with the SPA', async () => {
    const response = await app.inject({ method: 'GET', url: '/matches', headers: asPage });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Starmatch</title>');
  });
});
