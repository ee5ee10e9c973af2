import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  hasGpsPointer,
  heicPhoto,
  jpegWithGpsAndOrientation,
  pngBomb,
  solid,
} from '../src/test-images.js';

describe('images made for the tests', () => {
  it('makes a sideways JPEG that carries GPS in its EXIF', async () => {
    const metadata = await sharp(await jpegWithGpsAndOrientation(40, 30)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 40, 30]);
    expect(metadata.orientation).toBe(6);
    expect(hasGpsPointer(metadata.exif)).toBe(true);
  });

  it('finds no GPS pointer in a plain JPEG or in no EXIF at all', async () => {
    const metadata = await sharp(await solid(20, 20).jpeg().toBuffer()).metadata();
    expect(hasGpsPointer(metadata.exif)).toBe(false);
    expect(hasGpsPointer(undefined)).toBe(false);
  });

  it('makes a PNG bomb under 200 bytes whose header claims the size asked for', async () => {
    const bomb = pngBomb(30_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const metadata = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 30_000, 20_000]);
  });

  it('reads the checked-in HEIC photo, HEVC-compressed and 96x64', async () => {
    const metadata = await sharp(await heicPhoto()).metadata();
    expect([metadata.format, metadata.compression, metadata.width, metadata.height]).toEqual([
      'heif',
      'hevc',
      96,
      64,
    ]);
  });
});
