import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadApiConfig } from '@starmatch/api/config';
import { createApi } from '@starmatch/api/create-api';
import { BUILT_HEADER_FILES, builtHeadersDir } from '@starmatch/security-headers/built-headers';
import { nginxSentHeaders } from '@starmatch/security-headers/testing-nginx-headers';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/repo.js';

// The two ways the SPA reaches a browser: the api serving it (single-process mode) and nginx
// (infra/nginx.conf, with the files the web build generated). Both must send the same headers,
// nginx given the PHOTO_ORIGIN an operator writes for a bucket the api redirects photos to.

const WEB_DIST_DIR = join(repoRoot, 'apps/web/dist');

/**
 * What each server adds about the content itself (and the api's request id, docs/ARCHITECTURE.md
 * "One request id"), not about the browser's defences.
 */
const CONTENT_HEADERS = [
  'accept-ranges',
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'vary',
  'x-request-id',
];

function generated(file: string): string {
  return readFileSync(join(builtHeadersDir(WEB_DIST_DIR), file), 'utf8');
}

/** Photos in an AWS bucket, redirected to its signed URLs (README "Photos in object storage"). */
const REDIRECTED_TO_A_BUCKET = {
  PHOTO_STORAGE: 's3',
  S3_BUCKET: 'starmatch-photos',
  S3_REGION: 'ap-southeast-2',
  PHOTO_DELIVERY: 'redirect',
};

describe.each<[string, Record<string, string>, string | undefined]>([
  ['http://localhost:3000', {}, undefined],
  ['https://starmatch.example.nz', {}, undefined],
  [
    'https://starmatch.example.nz',
    REDIRECTED_TO_A_BUCKET,
    'https://starmatch-photos.s3.ap-southeast-2.amazonaws.com',
  ],
])(
  'with APP_URL %s, the photo settings %o and PHOTO_ORIGIN %s, the api and nginx',
  (appUrl, photoEnv, photoOrigin) => {
    let app: Awaited<ReturnType<typeof createApi>>;

    beforeAll(async () => {
      const infrastructure = await createTestInfrastructure();
      const config = loadApiConfig({ LOG_LEVEL: 'silent', APP_URL: appUrl, ...photoEnv });
      app = await createApi(config, {
        infrastructure,
        ownsInfrastructure: true,
        webDistDir: WEB_DIST_DIR,
      });
    });

    afterAll(async () => {
      await app?.close();
    });

    it('send the same security headers for GET /', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      const fromApi = Object.entries(response.headers)
        .filter(([name]) => !CONTENT_HEADERS.includes(name))
        .map(([name, value]) => [name, String(value)]);
      const fromNginx = nginxSentHeaders({
        include: generated(BUILT_HEADER_FILES.nginxInclude),
        appUrlMaps: generated(BUILT_HEADER_FILES.nginxAppUrlMaps),
        appUrl,
        ...(photoOrigin === undefined ? {} : { photoOrigin }),
      }).map(([name, value]) => [name.toLowerCase(), value]);
      expect(fromApi.sort()).toEqual(fromNginx.sort());
      const policy = String(response.headers['content-security-policy']);
      const imgSrc = photoOrigin === undefined ? '' : ` ${photoOrigin}`;
      expect(policy).toContain(`;img-src 'self' blob: data:${imgSrc};`);
    });
  },
);
