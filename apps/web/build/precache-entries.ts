import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Rollup } from 'vite';

export const SERVICE_WORKER_FILE = 'sw.js';
/** What the shell needs offline: the page, its code and styles, the icons and the manifest. */
const PRECACHED = /\.(?:html|js|css|svg|png|webmanifest)$/;

export interface PrecacheEntry {
  url: string;
  /** null for Vite's fingerprinted /assets files, whose name changes with their content. */
  revision: string | null;
}

const revisionOf = (body: string | Uint8Array) =>
  createHash('sha256').update(body).digest('hex').slice(0, 16);

/** The build's own files and the public folder's, each once, with a revision where needed. */
export async function precacheEntries(
  bundle: Rollup.OutputBundle,
  publicDir: string,
): Promise<PrecacheEntry[]> {
  const entries: PrecacheEntry[] = [];
  for (const output of Object.values(bundle)) {
    if (!PRECACHED.test(output.fileName)) continue;
    const fingerprinted = output.fileName.startsWith('assets/');
    const body = output.type === 'chunk' ? output.code : output.source;
    entries.push({ url: `/${output.fileName}`, revision: fingerprinted ? null : revisionOf(body) });
  }
  const publicFiles = publicDir === '' ? [] : await readdir(publicDir, { recursive: true });
  for (const file of publicFiles.filter((name) => PRECACHED.test(name)).sort()) {
    entries.push({ url: `/${file}`, revision: revisionOf(await readFile(join(publicDir, file))) });
  }
  return entries.filter((entry) => entry.url !== `/${SERVICE_WORKER_FILE}`);
}
