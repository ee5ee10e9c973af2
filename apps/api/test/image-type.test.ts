import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solid } from '@starmatch/test-support/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAcceptedImageFile } from '../src/routes/profiles/image-type.js';
import { HTML, PDF, SHELL_SCRIPT, SVG, TEXT, ZIP } from './support/upload-fixtures.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'starmatch-image-type-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function judge(data: Buffer): Promise<boolean> {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.jpg`);
  await writeFile(path, data);
  return isAcceptedImageFile(path);
}

describe('isAcceptedImageFile (by magic number, whatever the name)', () => {
  it.each([
    ['JPEG', () => solid(8, 8).jpeg().toBuffer()],
    ['PNG', () => solid(8, 8).png().toBuffer()],
    ['WebP', () => solid(8, 8).webp().toBuffer()],
    ['GIF', () => solid(8, 8).gif().toBuffer()],
    ['AVIF', () => solid(8, 8).avif().toBuffer()],
  ])('accepts %s', async (_name, make) => {
    expect(await judge(await make())).toBe(true);
  });

  it.each([
    ['SVG', async () => SVG],
    ['HTML', async () => HTML],
    ['a PDF', async () => PDF],
    ['a ZIP', async () => ZIP],
    ['a shell script', async () => SHELL_SCRIPT],
    ['text', async () => TEXT],
    ['an empty file', async () => Buffer.alloc(0)],
    ['a TIFF', () => solid(8, 8).tiff().toBuffer()],
  ])('refuses %s', async (_name, make) => {
    expect(await judge(await make())).toBe(false);
  });
});
