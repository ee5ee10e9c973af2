import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listPhotos } from '@starmatch/db/queries/photos';
import {
  PHOTO_CACHE_CONTROL,
  PHOTO_CONTENT_TYPE,
  type PhotoStore,
  photoKeys,
} from '@starmatch/service-kit/photo-store';
import { createS3PhotoStore } from '@starmatch/service-kit/s3-photo-store';
import { perFile } from '@starmatch/test-support/per-file';
import { startS3Server } from '@starmatch/test-support/s3-server';
import { imageMetadata, solid } from '@starmatch/test-support/test-images';
import { loadWorkerConfig } from '@starmatch/worker/config';
import { createWorker, type Worker } from '@starmatch/worker/create-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import { imageForm } from './support/multipart.js';
import { givePassword, signedInPerson } from './support/people.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { writeWebBuild } from './support/web-build.js';

// Photos in an S3 bucket (a local s3rver), in whichever mode the run gives (embedded, or
// distributed on PostgreSQL and Redis): the api receives, the worker optimises in the bucket, the
// api serves from it, and deleting the account empties the person's prefix.

const s3 = perFile(startS3Server, (server) => server.close());
let api: TestApi;
let worker: Worker;
let bucket: PhotoStore;

beforeAll(async () => {
  api = await startTestApi({ ...s3.env });
  const config = loadWorkerConfig({ LOG_LEVEL: 'silent', ...s3.env });
  worker = await createWorker(config, { infrastructure: api.infrastructure });
  await worker.start();
  bucket = createS3PhotoStore(s3.options);
});

afterAll(async () => {
  await worker.close();
  await api.close();
  bucket.close();
});

async function upload(token: string, data: Buffer) {
  const form = imageForm(data, 'photo.jpg', 'image/jpeg');
  return call(api, 'POST', '/api/upload', form.payload, { token, headers: form.headers });
}

function keyOf(url: string): string {
  return url.replace(/^\/uploads\//, '');
}

describe('photos in an S3 bucket', () => {
  it('are optimised by the worker in the bucket and served with the folder’s headers', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const response = await upload(token, await solid(2400, 1200).jpeg().toBuffer());
    expect(response.statusCode).toBe(201);
    const { url } = response.json() as { url: string };
    const key = keyOf(url);
    expect(key).toMatch(new RegExp(`^profiles/${userId}/[0-9a-f-]{36}\\.webp$`));
    expect((await bucket.list(photoKeys.userPrefix(userId))).sort()).toEqual(
      [photoKeys.thumbnailOf(key), key].sort(),
    );
    expect(await bucket.list('incoming/')).toEqual([]);
    const stored = await bucket.get(key);
    if (stored === null) throw new Error('the photo is in the bucket');
    expect(await imageMetadata(stored)).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });
    const [photo] = await listPhotos(api.db, userId);
    expect(photo).toMatchObject({ url, bytes: stored.length, width: 1600, height: 800 });

    const served = await call(api, 'GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(PHOTO_CONTENT_TYPE);
    expect(served.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it.each([
    ['a missing photo', `/uploads/profiles/${'7d1f0c3e-8a4b-4c5d-9e6f-0a1b2c3d4e5f'}/gone.webp`],
    ['an upload waiting for the worker', '/uploads/incoming/waiting.upload'],
    ['a file that is not WebP', '/uploads/profiles/someone/notes.html'],
    ['a dotfile', '/uploads/profiles/someone/.secret.webp'],
    ['a path escaping the prefix', '/uploads/profiles/someone/..%2F..%2Fincoming%2Fx.webp'],
  ])('answer 404 for %s', async (_name, url) => {
    await bucket.put('incoming/waiting.upload', Buffer.from('in progress'), 'image/jpeg');
    const response = await call(api, 'GET', url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('leave the bucket with the account', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    for (const size of [300, 400]) {
      expect((await upload(token, await solid(size, size).jpeg().toBuffer())).statusCode).toBe(201);
    }
    expect(await bucket.list(photoKeys.userPrefix(userId))).toHaveLength(4);
    const currentPassword = await givePassword(api.db, userId);
    const deleted = await call(api, 'DELETE', '/api/user/account', { currentPassword }, { token });
    expect(deleted.statusCode).toBe(200);
    expect(await bucket.list(photoKeys.userPrefix(userId))).toEqual([]);
  });

  it('leave the bucket when the profile drops them', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const first = (await upload(token, await solid(500, 500).jpeg().toBuffer())).json();
    const second = (await upload(token, await solid(600, 600).jpeg().toBuffer())).json();
    const setup = {
      bio: 'Stargazer and tramper.',
      sexualOrientation: 'heterosexual',
      location: 'Auckland, Auckland',
      ageRangeMin: 25,
      ageRangeMax: 40,
    };
    await call(
      api,
      'PATCH',
      '/api/profile',
      { ...setup, photos: [first.url, second.url] },
      { token },
    );
    const saved = await call(
      api,
      'PATCH',
      '/api/profile',
      { ...setup, photos: [second.url] },
      { token },
    );
    expect(saved.statusCode).toBe(200);
    const kept = keyOf(second.url);
    expect((await bucket.list(photoKeys.userPrefix(userId))).sort()).toEqual(
      [photoKeys.thumbnailOf(kept), kept].sort(),
    );
    expect(await bucket.exists(keyOf(first.url))).toBe(false);
  });
});

/** The api serving a web build as the single process does, photos in the bucket. */
async function startServingPages(env: Record<string, string>): Promise<TestApi> {
  const dir = await mkdtemp(join(tmpdir(), 'starmatch-bucket-pages-'));
  try {
    const webDistDir = await writeWebBuild(dir, {
      'index.html': '<!doctype html><title>Starmatch</title><script>window.x = 1;</script>',
    });
    const made = await startTestApi({ ...s3.env, ...env }, { webDistDir });
    return {
      ...made,
      async close() {
        await made.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

const PAGE = { accept: 'text/html' };

/** The CSP's img-src directive of an answer. */
function imgSrc(response: { headers: Record<string, unknown> }): string | undefined {
  return String(response.headers['content-security-policy'])
    .split(';')
    .find((directive) => directive.startsWith('img-src '));
}

describe('redirect delivery', () => {
  const redirecting = perFile(
    () => startServingPages({ PHOTO_DELIVERY: 'redirect' }),
    (made) => made.close(),
  );
  const publicBase = perFile(
    () =>
      startServingPages({
        PHOTO_DELIVERY: 'redirect',
        PHOTO_PUBLIC_BASE_URL: 'https://photos.example.nz/',
      }),
    (made) => made.close(),
  );
  const key = photoKeys.photo('5e6f7a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5b', 'redirected');

  it('sends the browser to a signed URL that answers the photo as the api would', async () => {
    await bucket.put(key, Buffer.from('webp bytes'), PHOTO_CONTENT_TYPE);
    const response = await call(redirecting, 'GET', `/uploads/${key}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    const location = String(response.headers.location);
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe(PHOTO_CONTENT_TYPE);
    expect(fetched.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    expect(await fetched.text()).toBe('webp bytes');
  });

  it('sends the browser to PHOTO_PUBLIC_BASE_URL for good when the photos are public', async () => {
    const response = await call(publicBase, 'GET', `/uploads/${key}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`https://photos.example.nz/${key}`);
    expect(response.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL);
  });

  it("lets the pages load photos from the bucket's origin, where the redirect goes", async () => {
    await bucket.put(key, Buffer.from('webp bytes'), PHOTO_CONTENT_TYPE);
    const page = await call(redirecting, 'GET', '/', undefined, { headers: PAGE });
    expect(page.statusCode).toBe(200);
    expect(imgSrc(page)).toBe(`img-src 'self' blob: data: ${s3.endpoint}`);
    const redirect = await call(redirecting, 'GET', `/uploads/${key}`);
    expect(new URL(String(redirect.headers.location)).origin).toBe(s3.endpoint);
    expect(imgSrc(redirect)).toBe(`img-src 'self' blob: data: ${s3.endpoint}`);
  });

  it("lets the pages load photos from PHOTO_PUBLIC_BASE_URL's origin, and not the bucket's", async () => {
    const page = await call(publicBase, 'GET', '/', undefined, { headers: PAGE });
    expect(imgSrc(page)).toBe("img-src 'self' blob: data: https://photos.example.nz");
    const redirect = await call(publicBase, 'GET', `/uploads/${key}`);
    expect(new URL(String(redirect.headers.location)).origin).toBe('https://photos.example.nz');
  });

  it('leaves img-src to the app itself when the api streams the photos', async () => {
    await bucket.put(key, Buffer.from('webp bytes'), PHOTO_CONTENT_TYPE);
    const streamed = await call(api, 'GET', `/uploads/${key}`);
    expect(streamed.statusCode).toBe(200);
    expect(imgSrc(streamed)).toBe("img-src 'self' blob: data:");
  });
});
