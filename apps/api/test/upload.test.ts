import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { compressionRatio } from '@starmatch/contracts/upload';
import { listPhotos } from '@starmatch/db/queries/photos';
import {
  hasGpsPointer,
  heicPhoto,
  imageMetadata,
  jpegWithGpsAndOrientation,
  solid,
} from '@starmatch/test-support/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import { type MediaTestApi, startMediaTestApi } from './support/media-test-api.js';
import { imageForm } from './support/multipart.js';
import { signedInPerson } from './support/people.js';
import { sixMegabytePng } from './support/upload-fixtures.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: MediaTestApi;

beforeAll(async () => {
  api = await startMediaTestApi();
});

afterAll(async () => {
  await api.close();
});

async function upload(token: string, data: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const form = imageForm(data, filename, type);
  return call(api, 'POST', '/api/upload', form.payload, { token, headers: form.headers });
}

describe('POST /api/upload', () => {
  it.each([
    ['JPEG', 'image/jpeg', () => solid(2400, 1800).jpeg({ quality: 95 }).toBuffer(), [1600, 1200]],
    ['PNG', 'image/png', () => solid(900, 1200).png().toBuffer(), [900, 1200]],
    ['WebP', 'image/webp', () => solid(2000, 500).webp().toBuffer(), [1600, 400]],
    ['GIF', 'image/gif', () => solid(320, 240).gif().toBuffer(), [320, 240]],
    ['AVIF', 'image/avif', () => solid(1000, 3200).avif().toBuffer(), [500, 1600]],
    ['HEIC', 'image/heic', () => heicPhoto(), [96, 64]],
  ] as const)('stores a %s as WebP and answers its metadata', async (_kind, type, make, size) => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const original = await make();
    const response = await upload(token, original, 'holiday.bin', type);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.url).toMatch(new RegExp(`^/uploads/profiles/${userId}/[0-9a-f-]{36}\\.webp$`));
    const photoId = body.url.split('/').pop().replace('.webp', '');
    const storedPath = join(api.uploadDir, 'profiles', userId, `${photoId}.webp`);
    const optimizedSize = (await stat(storedPath)).size;
    expect(body.metadata).toEqual({
      service: 'local',
      folder: `profiles/${userId}`,
      originalSize: original.length,
      optimizedSize,
      compressionRatio: Math.round((optimizedSize / original.length) * 100) / 100,
      dimensions: { width: size[0], height: size[1] },
      format: 'webp',
    });
    expect(body.metadata.compressionRatio).toBe(compressionRatio(original.length, optimizedSize));
    const stored = await imageMetadata(storedPath);
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', size[0], size[1]]);
    expect(await api.filesIn(`profiles/${userId}`)).toEqual(
      [`${photoId}.thumb.webp`, `${photoId}.webp`].sort(),
    );
    const [photo] = await listPhotos(api.db, userId);
    expect(photo).toMatchObject({
      id: photoId,
      position: 0,
      url: body.url,
      width: size[0],
      height: size[1],
      bytes: optimizedSize,
      format: 'webp',
    });
    expect(await api.filesIn('incoming')).toEqual([]);
    const served = await call(api, 'GET', body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(await readFile(storedPath))).toBe(true);
  });

  it('cuts a 6 MB upload off at 5 MB over a real connection and answers 413', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
    const form = new FormData();
    form.append('image', new Blob([await sixMegabytePng()], { type: 'image/png' }), 'big.png');
    const response = await fetch(`${address}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: 'Image file too large. Please choose a file smaller than 5MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await listPhotos(api.db, userId)).toEqual([]);
    expect(await api.filesIn('incoming')).toEqual([]);
  });

  it('stores a JPEG with GPS EXIF upright and without any metadata', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const original = await jpegWithGpsAndOrientation(1200, 800);
    expect(hasGpsPointer((await imageMetadata(original)).exif)).toBe(true);
    const response = await upload(token, original);
    expect(response.statusCode).toBe(201);
    // Orientation 6 is applied: the 1200x800 pixels are shown 800 wide and 1200 high.
    expect(response.json().metadata.dimensions).toEqual({ width: 800, height: 1200 });
    const [photo] = await listPhotos(api.db, userId);
    const file = join(api.uploadDir, 'profiles', userId, `${photo?.id}.webp`);
    const stored = await imageMetadata(file);
    expect([stored.exif, stored.xmp, stored.iptc, stored.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const bytes = await readFile(file);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(bytes.includes(Buffer.from('Starmatch Test Camera'))).toBe(false);
  });

  it('fills positions 0..5 and refuses the 7th photo with the spec message', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const image = await solid(200, 200).png().toBuffer();
    for (let index = 0; index < 6; index += 1) {
      expect((await upload(token, image, 'p.png', 'image/png')).statusCode).toBe(201);
    }
    const seventh = await upload(token, image, 'p.png', 'image/png');
    expectValidationFailed(seventh, 'Photo limit reached. You can upload a maximum of 6 photos.');
    expect((await listPhotos(api.db, userId)).map((photo) => photo.position)).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    expect(await api.filesIn(`profiles/${userId}`)).toHaveLength(12);
  });

  it('stores concurrent uploads of one person at distinct positions', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const image = await solid(300, 300).jpeg().toBuffer();
    const responses = await Promise.all([1, 2, 3].map(() => upload(token, image)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect((await listPhotos(api.db, userId)).map((photo) => photo.position)).toEqual([0, 1, 2]);
  });

  it('needs a session', async () => {
    const form = imageForm(await solid(10, 10).png().toBuffer());
    const response = await call(api, 'POST', '/api/upload', form.payload, {
      headers: form.headers,
    });
    expect(response.statusCode).toBe(401);
  });

  it('limits uploads per account to 30 an hour', async () => {
    const { token } = await signedInPerson(api.db, { profile: false });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await call(api, 'POST', '/api/upload', '{}', {
        token,
        headers: { 'content-type': 'application/json' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 415)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
