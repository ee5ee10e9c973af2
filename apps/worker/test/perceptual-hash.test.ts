import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHOTO_MATCH_MAX_DISTANCE } from '@starmatch/contracts/banned-photos';
import { imageOptimiseResultSchema } from '@starmatch/contracts/jobs';
import { scenePhoto, solid } from '@starmatch/test-support/test-images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashDistance, perceptualHash } from '../src/images/perceptual-hash.js';
import { createImageProcessor } from '../src/processors/image-processor.js';

// docs/ARCHITECTURE.md "Banned photos": the same photo, re-encoded and resized, stays within
// PHOTO_MATCH_MAX_DISTANCE; different photos are far beyond it.

/** What someone trying to get past a ban would do: half the size, saved as a poor JPEG. */
async function reencoded(photo: Buffer): Promise<Buffer> {
  const { width } = await sharp(photo).metadata();
  return sharp(photo)
    .resize({ width: Math.round((width ?? 2) / 2) })
    .jpeg({ quality: 60 })
    .toBuffer();
}

const SEEDS = [1, 2, 3, 4, 5, 6];

describe('perceptual hashes', () => {
  it('are 16 hex digits, the same for the same bytes', async () => {
    const photo = await scenePhoto(1).webp().toBuffer();
    const hash = await perceptualHash(photo);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await perceptualHash(Buffer.from(photo))).toBe(hash);
  });

  it('counts differing bits', () => {
    expect(hashDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hashDistance('0f00000000000001', '0000000000000000')).toBe(5);
    expect(() => hashDistance('00', '000')).toThrow('the same length');
  });

  it('keep the same photo re-encoded at JPEG quality 60 and half the size within the threshold', async () => {
    for (const seed of SEEDS) {
      const photo = await scenePhoto(seed).webp().toBuffer();
      const distance = hashDistance(
        await perceptualHash(photo),
        await perceptualHash(await reencoded(photo)),
      );
      expect(distance).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    }
  });

  it('put different photos beyond the threshold', async () => {
    const hashes = await Promise.all(
      SEEDS.map(async (seed) => perceptualHash(await scenePhoto(seed).webp().toBuffer())),
    );
    for (const [index, hash] of hashes.entries()) {
      for (const other of hashes.slice(index + 1)) {
        expect(hashDistance(hash, other)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE);
      }
    }
    const flat = await perceptualHash(await solid(800, 600).webp().toBuffer());
    for (const hash of hashes) {
      expect(hashDistance(hash, flat)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE);
    }
  });
});

describe('image.optimise and perceptual hashes', () => {
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'starmatch-phash-'));
    await mkdir(join(uploadDir, 'incoming'));
  });
  afterAll(async () => {
    await rm(uploadDir, { recursive: true, force: true });
  });

  async function optimised(source: Buffer) {
    const optimise = createImageProcessor({ uploadDir });
    const userId = randomUUID();
    const photoId = randomUUID();
    const sourcePath = join(uploadDir, 'incoming', `${photoId}.upload`);
    await writeFile(sourcePath, source);
    const outputPath = join(uploadDir, 'profiles', userId, `${photoId}.webp`);
    const result = imageOptimiseResultSchema.parse(
      await optimise({ userId, photoId, sourcePath, outputPath }, { jobId: photoId, attempt: 1 }),
    );
    return { result, written: await readFile(outputPath) };
  }

  it('answers the hash of the WebP it wrote, which matches the same photo uploaded re-encoded', async () => {
    const original = await scenePhoto(7, 2000, 1500).jpeg({ quality: 92 }).toBuffer();
    const first = await optimised(original);
    expect(first.result.perceptualHash).toBe(await perceptualHash(first.written));
    const again = await optimised(await reencoded(original));
    expect(
      hashDistance(first.result.perceptualHash, again.result.perceptualHash),
    ).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    const other = await optimised(await scenePhoto(8, 2000, 1500).jpeg().toBuffer());
    expect(hashDistance(first.result.perceptualHash, other.result.perceptualHash)).toBeGreaterThan(
      PHOTO_MATCH_MAX_DISTANCE,
    );
  });
});
