import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseConfig } from '../src/parse-config.js';
import { photoOrigin } from '../src/photo-origin.js';
import { PHOTO_CONTENT_TYPE, photoKeys } from '../src/photo-store.js';
import { checkPhotoStoreEnv, photoStoreConfig, photoStoreEnv } from '../src/photo-store-env.js';
import { createS3PhotoStore } from '../src/s3-photo-store.js';

// Where the browser loads photos from when /uploads/ redirects: the origin the CSP's img-src
// must name. The expected origins are written out; each bucket case is also held to a URL the
// store itself signs, so the SDK's real output is what is checked, not a guess at its rules.

const schema = z
  .object(photoStoreEnv)
  .superRefine(checkPhotoStoreEnv)
  .transform((env) => photoStoreConfig(env, '/data/uploads'));

const KEYS = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLEEXAMPLE', S3_SECRET_ACCESS_KEY: 'example/secret' };
const REDIRECT = { PHOTO_STORAGE: 's3', PHOTO_DELIVERY: 'redirect', ...KEYS };
const KEY = photoKeys.photo('7d1f0c3e-8a4b-4c5d-9e6f-0a1b2c3d4e5f', 'origin');

async function signedByTheStore(env: Record<string, string>): Promise<string> {
  const config = parseConfig(schema, env);
  if (config.kind !== 's3') throw new Error('a bucket was configured');
  const store = createS3PhotoStore(config.s3);
  try {
    const url = await store.signedUrl(KEY, 600);
    if (url === null) throw new Error('a bucket signs URLs');
    return url;
  } finally {
    store.close();
  }
}

describe('photoOrigin', () => {
  it.each<[string, Record<string, string>]>([
    ['the upload folder', {}],
    [
      'a bucket whose photos the api streams',
      { ...REDIRECT, PHOTO_DELIVERY: 'api', S3_BUCKET: 'p' },
    ],
    [
      'a bucket streamed by the api, PHOTO_PUBLIC_BASE_URL notwithstanding',
      {
        ...REDIRECT,
        PHOTO_DELIVERY: 'api',
        S3_BUCKET: 'p',
        PHOTO_PUBLIC_BASE_URL: 'https://photos.example.nz',
      },
    ],
  ])('is none for %s: photos come from the app', async (_name, env) => {
    expect(await photoOrigin(parseConfig(schema, env))).toBeUndefined();
  });

  it("is PHOTO_PUBLIC_BASE_URL's origin when redirects go there", async () => {
    const env = {
      ...REDIRECT,
      S3_BUCKET: 'starmatch-photos',
      PHOTO_PUBLIC_BASE_URL: 'https://cdn.example.nz:8443/starmatch/photos/',
    };
    expect(await photoOrigin(parseConfig(schema, env))).toBe('https://cdn.example.nz:8443');
  });

  it.each<[string, Record<string, string>, string]>([
    [
      'AWS, the bucket in the host name',
      { S3_BUCKET: 'starmatch-photos', S3_REGION: 'ap-southeast-2' },
      'https://starmatch-photos.s3.ap-southeast-2.amazonaws.com',
    ],
    [
      'AWS in us-east-1 (the default region), still regional',
      { S3_BUCKET: 'starmatch-photos' },
      'https://starmatch-photos.s3.us-east-1.amazonaws.com',
    ],
    [
      'AWS, path style',
      { S3_BUCKET: 'starmatch-photos', S3_REGION: 'ap-southeast-2', S3_FORCE_PATH_STYLE: 'true' },
      'https://s3.ap-southeast-2.amazonaws.com',
    ],
    [
      'AWS, a bucket with a dot, which no https host name can carry: path style',
      { S3_BUCKET: 'photos.starmatch.nz', S3_REGION: 'ap-southeast-2' },
      'https://s3.ap-southeast-2.amazonaws.com',
    ],
    [
      'an endpoint, path style (MinIO, Ceph)',
      {
        S3_BUCKET: 'starmatch-photos',
        S3_ENDPOINT: 'https://s3.example.nz:9000/',
        S3_FORCE_PATH_STYLE: 'true',
      },
      'https://s3.example.nz:9000',
    ],
    [
      'an endpoint, the bucket in the host name (R2)',
      {
        S3_BUCKET: 'starmatch-photos',
        S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
      },
      'https://starmatch-photos.0123abcd.r2.cloudflarestorage.com',
    ],
    [
      'an endpoint at an IP address, which takes no bucket in its host: path style',
      { S3_BUCKET: 'starmatch-photos', S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'http://127.0.0.1:9000',
    ],
  ])('is where the store signs URLs for %s', async (_name, bucket, expected) => {
    const env = { ...REDIRECT, ...bucket };
    expect(await photoOrigin(parseConfig(schema, env))).toBe(expected);
    const signed = new URL(await signedByTheStore(env));
    expect(signed.origin).toBe(expected);
    expect(signed.pathname.endsWith(`/${KEY}`)).toBe(true);
    expect(signed.searchParams.get('response-content-type')).toBe(PHOTO_CONTENT_TYPE);
  });

  it("needs none of the process's credentials (an instance role's are not fetched)", async () => {
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, ...withoutKeys } = REDIRECT;
    const env = { ...withoutKeys, S3_BUCKET: 'starmatch-photos', S3_REGION: 'eu-west-2' };
    expect(await photoOrigin(parseConfig(schema, env))).toBe(
      'https://starmatch-photos.s3.eu-west-2.amazonaws.com',
    );
  });
});
