import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { perFile } from '@starmatch/test-support/per-file';
import { startS3Server } from '@starmatch/test-support/s3-server';
import { describe, expect, it } from 'vitest';
import { photoKeys } from '../src/photo-store.js';
import { createS3PhotoStore } from '../src/s3-photo-store.js';

// `pnpm photos:migrate`: the command itself (its source, through tsx), an upload folder as the
// api and the worker wrote it, and a bucket on a local s3rver.

const PACKAGE_DIR = join(import.meta.dirname, '..');
const CLI = join(PACKAGE_DIR, 'src/cli/photos-migrate.ts');
const AROHA = '7d1f0c3e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';
const TAMA = '0b7e6b7a-6a0e-4f3e-9d8c-1a2b3c4d5e6f';
const PHOTOS = {
  [photoKeys.photo(AROHA, 'one')]: 'aroha one',
  [photoKeys.thumbnailOf(photoKeys.photo(AROHA, 'one'))]: 'aroha one, small',
  [photoKeys.photo(AROHA, 'blocked-two')]: 'a block snapshot copy',
  [photoKeys.photo(TAMA, 'three')]: 'tama three',
};

const made = perFile(
  async () => {
    const server = await startS3Server();
    const folder = await mkdtemp(join(tmpdir(), 'starmatch-migrate-'));
    for (const [key, text] of Object.entries(PHOTOS)) {
      await mkdir(join(folder, key, '..'), { recursive: true });
      await writeFile(join(folder, key), text);
    }
    // Left by an interrupted write, and an upload still waiting: neither is a photo to copy.
    await writeFile(join(folder, 'profiles', TAMA, 'three.webp.1234.tmp'), 'half');
    await mkdir(join(folder, 'incoming'));
    await writeFile(join(folder, 'incoming', 'four.upload'), 'in flight');
    return { server, folder, bucket: createS3PhotoStore(server.options) };
  },
  async ({ server, folder, bucket }) => {
    bucket.close();
    await server.close();
    await rm(folder, { recursive: true, force: true });
  },
);

function migrate(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: PACKAGE_DIR, env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const lastLine = (text: string) => text.trim().split('\n').at(-1);

describe('pnpm photos:migrate', () => {
  it('copies every photo of the folder into the bucket, and nothing else', async () => {
    const run = await migrate({ ...made.server.env, UPLOAD_DIR: made.folder });
    expect(run.code).toBe(0);
    expect(lastLine(run.stdout)).toBe(
      'photos:migrate done: 4 copied, 0 already in the bucket, 1 not photos (left alone)',
    );
    expect((await made.bucket.list('')).sort()).toEqual(Object.keys(PHOTOS).sort());
    for (const [key, text] of Object.entries(PHOTOS)) {
      expect((await made.bucket.get(key))?.toString()).toBe(text);
    }
  });

  it('copies nothing again, and after a stop only what is missing', async () => {
    const again = await migrate({ ...made.server.env, UPLOAD_DIR: made.folder });
    expect(lastLine(again.stdout)).toBe(
      'photos:migrate done: 0 copied, 4 already in the bucket, 1 not photos (left alone)',
    );
    const lost = photoKeys.photo(TAMA, 'three');
    await made.bucket.delete([lost]);
    const resumed = await migrate({ ...made.server.env, UPLOAD_DIR: made.folder });
    expect(lastLine(resumed.stdout)).toBe(
      'photos:migrate done: 1 copied, 3 already in the bucket, 1 not photos (left alone)',
    );
    expect((await made.bucket.get(lost))?.toString()).toBe('tama three');
  });

  it('takes the folder as its argument too, and refuses to run without a bucket', async () => {
    const byArgument = await migrate({ ...made.server.env }, [made.folder]);
    expect(lastLine(byArgument.stdout)).toBe(
      'photos:migrate done: 0 copied, 4 already in the bucket, 1 not photos (left alone)',
    );
    const refused = await migrate({ UPLOAD_DIR: made.folder });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('PHOTO_STORAGE: must be s3');
    expect(
      (await migrate({ ...made.server.env, PHOTO_STORAGE: 's3', S3_BUCKET: '' })).stderr,
    ).toContain('S3_BUCKET: PHOTO_STORAGE=s3 needs S3_BUCKET');
  });
});
