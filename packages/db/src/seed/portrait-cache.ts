import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where encoded demo portraits are kept between seed runs: this package's
 * node_modules/.cache, the usual home of a build's reusable output, private to the checkout.
 */
export const PORTRAIT_CACHE_DIR = fileURLToPath(
  new URL('../../node_modules/.cache/starmatch-portraits/', import.meta.url),
);

/**
 * The image `render` makes for `drawing` (the SVG and how it is encoded), from the cache when it
 * was made before. Rasterising and encoding some 800 portraits is nearly all of the seed's
 * time, and every test database and every fresh data directory draws the very same ones.
 * Entries are named by a hash of the drawing, so a changed drawing never reads a stale image.
 * The cache is only a shortcut: when it cannot be read or written, the image is rendered.
 */
export async function cachedPortrait(
  drawing: string,
  render: () => Promise<Buffer>,
  cacheDir = PORTRAIT_CACHE_DIR,
): Promise<Buffer> {
  const file = path.join(cacheDir, `${createHash('sha256').update(drawing).digest('hex')}.webp`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached !== undefined && cached.length > 0) return cached;
  const data = await render();
  await store(file, data).catch(() => undefined);
  return data;
}

// Written aside and renamed into place, so a reader in another process never sees half a file.
async function store(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(aside, data);
  await rename(aside, file);
}
