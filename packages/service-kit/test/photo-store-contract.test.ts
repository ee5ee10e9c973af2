import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { perFile } from '@starmatch/test-support/per-file';
import { startS3Server } from '@starmatch/test-support/s3-server';
import { describe, expect, it } from 'vitest';
import { createLocalPhotoStore } from '../src/local-photo-store.js';
import {
  PHOTO_CACHE_CONTROL,
  PHOTO_CONTENT_TYPE,
  type PhotoStore,
  photoKeys,
} from '../src/photo-store.js';
import { createS3PhotoStore } from '../src/s3-photo-store.js';

// One contract, both implementations: the upload folder and an S3 bucket (a local s3rver).

interface Opened {
  store: PhotoStore;
  close(): Promise<void>;
}

const IMPLEMENTATIONS: Array<[string, () => Promise<Opened>]> = [
  [
    'the local folder',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'starmatch-photo-store-'));
      return {
        store: createLocalPhotoStore(dir),
        close: () => rm(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'an S3 bucket',
    async () => {
      const server = await startS3Server();
      const store = createS3PhotoStore(server.options);
      return {
        store,
        async close() {
          store.close();
          await server.close();
        },
      };
    },
  ],
];

const USER = '7d1f0c3e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';
const OTHER = '0b7e6b7a-6a0e-4f3e-9d8c-1a2b3c4d5e6f';
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe.each(IMPLEMENTATIONS)('the photo store in %s', (_name, open) => {
  const made = perFile(open, (opened) => opened.close());

  it('puts an object and gets the same bytes; a missing one is null', async () => {
    const key = photoKeys.photo(USER, 'a1');
    await made.store.put(key, bytes('first'), PHOTO_CONTENT_TYPE);
    expect(await made.store.get(key)).toEqual(bytes('first'));
    await made.store.put(key, bytes('second'), PHOTO_CONTENT_TYPE);
    expect(await made.store.get(key)).toEqual(bytes('second'));
    expect(await made.store.get(photoKeys.photo(USER, 'missing'))).toBeNull();
  });

  it('tells whether an object exists', async () => {
    const key = photoKeys.photo(USER, 'b1');
    expect(await made.store.exists(key)).toBe(false);
    await made.store.put(key, bytes('b'), PHOTO_CONTENT_TYPE);
    expect(await made.store.exists(key)).toBe(true);
  });

  it('lists the keys under a prefix, and only those', async () => {
    const keys = ['c1', 'c2'].map((id) => photoKeys.photo(OTHER, id));
    const thumbnail = photoKeys.thumbnailOf(keys[0] ?? '');
    for (const key of [...keys, thumbnail])
      await made.store.put(key, bytes(key), PHOTO_CONTENT_TYPE);
    await made.store.put(photoKeys.incoming('c3'), bytes('waiting'), 'application/octet-stream');
    expect((await made.store.list(photoKeys.userPrefix(OTHER))).sort()).toEqual(
      [...keys, thumbnail].sort(),
    );
    expect(await made.store.list(photoKeys.userPrefix('nobody'))).toEqual([]);
    expect(await made.store.list('incoming/')).toEqual([photoKeys.incoming('c3')]);
  });

  it('deletes objects and whole prefixes; missing ones are fine', async () => {
    const person = 'd0000000-0000-4000-8000-000000000000';
    const [one, two] = ['d1', 'd2'].map((id) => photoKeys.photo(person, id));
    if (!one || !two) throw new Error('two keys');
    await made.store.put(one, bytes('1'), PHOTO_CONTENT_TYPE);
    await made.store.put(two, bytes('2'), PHOTO_CONTENT_TYPE);
    await made.store.delete([one, photoKeys.photo(person, 'never-there')]);
    expect(await made.store.list(photoKeys.userPrefix(person))).toEqual([two]);
    await made.store.deletePrefix(photoKeys.userPrefix(person));
    expect(await made.store.list(photoKeys.userPrefix(person))).toEqual([]);
    await made.store.deletePrefix(photoKeys.userPrefix(person));
  });

  it('refuses keys and locations that are not plain', async () => {
    for (const key of ['../x.webp', 'profiles/.hidden.webp', 'profiles//x.webp', '/etc/passwd']) {
      await expect(made.store.put(key, bytes('x'), PHOTO_CONTENT_TYPE)).rejects.toThrow(
        'not a photo key',
      );
    }
    expect(made.store.keyAt('/etc/passwd')).toBeNull();
    expect(made.store.keyAt('profiles/../../x.webp')).toBeNull();
  });

  it('stores a received upload where its location names it', async () => {
    const key = photoKeys.incoming('e1');
    const received = await made.store.receivingPath(key);
    await import('node:fs/promises').then((fs) => fs.writeFile(received, 'upload bytes'));
    await made.store.storeReceived(key, received);
    expect(made.store.keyAt(made.store.locationOf(key))).toBe(key);
    expect(await made.store.get(key)).toEqual(bytes('upload bytes'));
    if (made.store.kind === 'local')
      expect(await readFile(made.store.locationOf(key), 'utf8')).toBe('upload bytes');
  });

  it('hands out a signed URL that fetches the photo as a served photo (none for the folder)', async () => {
    const key = photoKeys.photo(USER, 'f1');
    await made.store.put(key, bytes('webp bytes'), PHOTO_CONTENT_TYPE);
    const url = await made.store.signedUrl(key, 600);
    if (made.store.kind === 'local') {
      expect(url).toBeNull();
      return;
    }
    if (url === null) throw new Error('a bucket signs its URLs');
    expect(await made.store.signedUrl(key, 600)).toBe(url);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PHOTO_CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes('webp bytes'));
    // s3rver serves a presigned URL without checking its signature, so only its form is checked.
    const signed = new URL(url).searchParams;
    expect(signed.get('X-Amz-Expires')).toBe('600');
    expect(signed.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
