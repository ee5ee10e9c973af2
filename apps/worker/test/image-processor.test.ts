import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_REJECTED_PREFIX } from '@starmatch/contracts/jobs';
import { UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import {
  hasGpsPointer,
  heicPhoto,
  jpegWithGpsAndOrientation,
  pngBomb,
  solid,
} from '@starmatch/test-support/test-images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageRejectedError } from '../src/images/optimise-image.js';
import { perceptualHash } from '../src/images/perceptual-hash.js';
import { createImageProcessor } from '../src/processors/image-processor.js';

const context = { jobId: 'job-1', attempt: 1 };
let uploadDir: string;
let optimise: ReturnType<typeof createImageProcessor>;
const userId = randomUUID();

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'starmatch-images-'));
  await mkdir(join(uploadDir, 'incoming'));
  optimise = createImageProcessor({ uploadDir });
});

afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

async function job(source: Buffer) {
  const photoId = randomUUID();
  const sourcePath = join(uploadDir, 'incoming', `${photoId}.upload`);
  await writeFile(sourcePath, source);
  const outputPath = join(uploadDir, 'profiles', userId, `${photoId}.webp`);
  return { userId, photoId, sourcePath, outputPath };
}

async function userFiles(): Promise<string[]> {
  return readdir(join(uploadDir, 'profiles', userId)).catch(() => []);
}

describe('image.optimise processor', () => {
  it('turns a sideways JPEG upright, caps it at 1600 px and strips EXIF and GPS', async () => {
    const source = await jpegWithGpsAndOrientation(2400, 1200);
    const input = await sharp(source).metadata();
    expect([input.orientation, hasGpsPointer(input.exif)]).toEqual([6, true]);
    const payload = await job(source);
    const result = await optimise(payload, context);
    const written = await readFile(payload.outputPath);
    expect(result).toEqual({
      outputPath: payload.outputPath,
      originalSize: source.length,
      optimizedSize: written.length,
      width: 800,
      height: 1600,
      format: 'webp',
      service: 'local',
      perceptualHash: await perceptualHash(written),
    });
    const output = await sharp(written).metadata();
    expect(output).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    expect([output.exif, output.xmp, output.iptc, output.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('gives the same files and answer when the job runs again, even twice at once', async () => {
    const payload = await job(await solid(900, 600).png().toBuffer());
    const photo = `${payload.photoId}.webp`;
    const thumbnail = `${payload.photoId}.thumb.webp`;
    const first = await optimise(payload, context);
    const bytes = await readFile(payload.outputPath);
    // A re-run after its worker died, and two runs side by side after its lock lapsed.
    const again = await Promise.all([
      optimise(payload, { ...context, attempt: 2 }),
      optimise(payload, { ...context, attempt: 2 }),
    ]);
    expect(again).toEqual([first, first]);
    expect(await readFile(payload.outputPath)).toEqual(bytes);
    const mine = (await userFiles()).filter((name) => name.startsWith(payload.photoId)).sort();
    expect(mine).toEqual([photo, thumbnail].sort());
  });

  it('writes a thumbnail of at most 320 px next to the photo', async () => {
    const payload = await job(await solid(1000, 500).png().toBuffer());
    await optimise(payload, context);
    const thumbnail = await sharp(
      join(uploadDir, 'profiles', userId, `${payload.photoId}.thumb.webp`),
    ).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 320, 160]);
  });

  it('never enlarges a small image and keeps transparency', async () => {
    const png = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 4,
        background: { r: 0, g: 0, b: 255, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const payload = await job(png);
    expect(await optimise(payload, context)).toMatchObject({ width: 300, height: 200 });
    const output = await sharp(payload.outputPath).metadata();
    expect([output.width, output.height, output.hasAlpha]).toEqual([300, 200, true]);
  });

  it.each([
    ['WebP', () => solid(640, 480).webp().toBuffer()],
    ['GIF', () => solid(640, 480).gif().toBuffer()],
    ['AVIF', () => solid(640, 480).avif().toBuffer()],
  ])('accepts %s and stores WebP', async (_name, make) => {
    const payload = await job(await make());
    expect(await optimise(payload, context)).toMatchObject({ width: 640, height: 480 });
    expect((await sharp(payload.outputPath).metadata()).format).toBe('webp');
  });

  it("decodes a phone's HEIC photo, which sharp alone cannot, into an opaque WebP", async () => {
    const heic = await heicPhoto();
    await expect(sharp(heic).webp().toBuffer()).rejects.toThrow(/HEVC/);
    const payload = await job(heic);
    expect(await optimise(payload, context)).toMatchObject({ width: 96, height: 64 });
    const output = sharp(payload.outputPath);
    const metadata = await output.metadata();
    expect([metadata.format, metadata.hasAlpha]).toEqual(['webp', false]);
    // Red on the left, blue on the right, as in the photo (lossy both times: roughly).
    const { data } = await output.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) =>
      Array.from(data.subarray((32 * 96 + x) * 3, (32 * 96 + x) * 3 + 3));
    const [left, right] = [pixel(12), pixel(84)];
    expect(left[0]).toBeGreaterThan(150);
    expect(left[2]).toBeLessThan(80);
    expect(right[2]).toBeGreaterThan(150);
    expect(right[0]).toBeLessThan(80);
  });

  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><rect width="50" height="50"/></svg>';
  it.each([
    [
      'random bytes',
      async () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
    ],
    ['a shell script', async () => Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['an empty file', async () => Buffer.alloc(0)],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await solid(800, 600).jpeg().toBuffer();
        return jpeg.subarray(0, Math.floor(jpeg.length / 2));
      },
    ],
    ['an SVG', async () => Buffer.from(svg)],
    ['a truncated HEIC', async () => (await heicPhoto()).subarray(0, -100)],
    ['a PNG declaring 50000x50000 pixels', async () => pngBomb()],
    ['a real 7000x6000 PNG (over 40 megapixels)', () => solid(7000, 6000).png().toBuffer()],
    ['a TIFF', () => solid(64, 64).tiff().toBuffer()],
  ])('rejects %s without retrying and leaves no files', async (_name, make) => {
    const before = await userFiles();
    const payload = await job(await make());
    const failure = await optimise(payload, context).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ImageRejectedError);
    expect(failure).toBeInstanceOf(UnrecoverableJobError);
    expect((failure as Error).message.startsWith(IMAGE_REJECTED_PREFIX)).toBe(true);
    expect(await userFiles()).toEqual(before);
  });

  it('refuses paths outside the upload folder, and bad payloads, as producer bugs', async () => {
    const payload = await job(await solid(10, 10).png().toBuffer());
    for (const bad of [
      { ...payload, outputPath: join(tmpdir(), `${randomUUID()}.webp`) },
      { ...payload, sourcePath: '/etc/passwd' },
      { ...payload, outputPath: join(uploadDir, 'profiles', userId, '..', '..', '..', 'x.webp') },
      { ...payload, outputPath: payload.outputPath.replace(/\.webp$/, '.html') },
      { ...payload, userId: 'not-a-uuid' },
    ]) {
      const failure = await optimise(bad, context).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UnrecoverableJobError);
      expect(failure).not.toBeInstanceOf(ImageRejectedError);
    }
  });

  it('fails as a server fault (retryable) when the source file is missing', async () => {
    const payload = await job(Buffer.alloc(0));
    await rm(payload.sourcePath);
    const failure = await optimise(payload, context).catch((error: unknown) => error);
    expect((failure as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(failure).not.toBeInstanceOf(UnrecoverableJobError);
  });

  it('refuses a source over 5 MB even if the api let it through', async () => {
    const payload = await job(Buffer.alloc(5 * 1024 * 1024 + 1));
    expect((await stat(payload.sourcePath)).size).toBe(5 * 1024 * 1024 + 1);
    await expect(optimise(payload, context)).rejects.toBeInstanceOf(ImageRejectedError);
  });
});
