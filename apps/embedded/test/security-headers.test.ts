import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import {
  expectedSecurityHeaders,
  inlineScriptSources,
  SECURITY_HEADER_NAMES,
} from '@starmatch/test-support/expected-security-headers';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEmbeddedConfig } from '../src/config.js';
import { type EmbeddedApp, startEmbedded } from '../src/start-embedded.js';

// The production build served by the single process: every answer carries the browser security
// headers, and the CSP allows exactly the inline scripts of the index.html it serves. Runs on
// PGlite, or on PostgreSQL when DATABASE_URL is set.

const USER = '7d1f0c3e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';
const PHOTO = '0b7e6b7a-6a0e-4f3e-9d8c-1a2b3c4d5e6f';
const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 fake-bytes-for-serving', 'latin1');
const PAGE = { accept: 'text/html,application/xhtml+xml' };

function securityHeadersOf(response: LightMyRequestResponse): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => SECURITY_HEADER_NAMES.includes(name)),
  );
}

let serverDatabase: TestDatabase | undefined;
beforeAll(async () => {
  if (process.env.DATABASE_URL) serverDatabase = await createTestDatabase();
});
afterAll(async () => {
  await serverDatabase?.destroy();
});

describe.each(['http://localhost:3000', 'https://starmatch.example.nz'])(
  'the browser security headers with APP_URL %s',
  (appUrl) => {
    let dataDir: string;
    let embedded: EmbeddedApp;
    let html: string;
    let expected: Record<string, string>;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'starmatch-headers-'));
      await mkdir(join(dataDir, 'uploads', 'profiles', USER), { recursive: true });
      await writeFile(join(dataDir, 'uploads', 'profiles', USER, `${PHOTO}.webp`), WEBP);
      const config = loadEmbeddedConfig({
        DATA_DIR: dataDir,
        APP_URL: appUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        ...(serverDatabase?.databaseUrl ? { DATABASE_URL: serverDatabase.databaseUrl } : {}),
      });
      embedded = await startEmbedded(config, pino({ level: 'silent' }));
      html = (await embedded.app.inject({ method: 'GET', url: '/', headers: PAGE })).body;
      expected = expectedSecurityHeaders(inlineScriptSources(html), appUrl);
    });

    afterAll(async () => {
      await embedded?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('allows exactly the build inline scripts by hash, and never unsafe-inline or eval', () => {
      const scripts = inlineScriptSources(html);
      expect(scripts.length).toBeGreaterThan(0);
      const scriptSrc = expected['content-security-policy']
        ?.split(';')
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${scripts.join(' ')}`);
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    });

    it.each([
      ['the SPA at /', 'GET', '/', PAGE, 200],
      ['a deep link', 'GET', '/reset-password?token=x', PAGE, 200],
      ['an API route', 'GET', '/api/waitlist/count', {}, 200],
      ['an upload', 'GET', `/uploads/profiles/${USER}/${PHOTO}.webp`, {}, 200],
      ['a static file', 'GET', '/favicon.svg', {}, 200],
      ['a 404 from the API', 'GET', '/api/nothing-here', PAGE, 404],
      ['a missing upload', 'GET', `/uploads/profiles/${USER}/missing.webp`, {}, 404],
      ['a 401', 'GET', '/api/auth/user', {}, 401],
      ['a 400', 'POST', '/api/login', { 'content-type': 'application/json' }, 400],
    ] as const)('puts every header on %s', async (_name, method, url, headers, status) => {
      const payload = method === 'POST' ? '{}' : undefined;
      const response = await embedded.app.inject({ method, url, headers, payload });
      expect(response.statusCode).toBe(status);
      expect(securityHeadersOf(response)).toEqual(expected);
    });

    it('serves a bundle, but not its source map, and the bundle does not name one', async () => {
      const bundle = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
      const script = await embedded.app.inject({ method: 'GET', url: bundle });
      expect(script.statusCode).toBe(200);
      expect(securityHeadersOf(script)).toEqual(expected);
      expect(script.body).not.toContain('sourceMappingURL');
      const map = await embedded.app.inject({ method: 'GET', url: `${bundle}.map` });
      expect(map.statusCode).toBe(404);
      expect(securityHeadersOf(map)).toEqual(expected);
    });

    it('sends the page whose inline scripts the policy names', async () => {
      const deepLink = await embedded.app.inject({
        method: 'GET',
        url: '/reset-password?token=x',
        headers: PAGE,
      });
      expect(deepLink.body).toBe(html);
    });
  },
);

describe('the production build', () => {
  const webDistDir = loadEmbeddedConfig({}).webDistDir;

  it('keeps its source maps out of what is served', async () => {
    const files = await readdir(webDistDir, { recursive: true });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const maps = await readdir(`${webDistDir}-sourcemaps/assets`);
    expect(maps.length).toBeGreaterThan(0);
  });
});
