import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheEntries } from '../build/precache-entries';

let publicDir = '';
afterEach(async () => {
  if (publicDir !== '') await rm(publicDir, { recursive: true, force: true });
});

function output(fileName: string, body: string): Rollup.OutputAsset {
  return { type: 'asset', fileName, source: body } as Rollup.OutputAsset;
}

describe("the service worker's precache list", () => {
  it("holds the build's page, scripts and styles and the public files, revisioned where unhashed", async () => {
    publicDir = await mkdtemp(join(tmpdir(), 'starmatch-public-'));
    await mkdir(join(publicDir, 'icons'));
    await writeFile(join(publicDir, 'icons', 'icon-192.png'), 'png');
    await writeFile(join(publicDir, 'manifest.webmanifest'), '{}');
    await writeFile(join(publicDir, 'robots.txt'), 'User-agent: *');
    const bundle = {
      a: output('index.html', '<!doctype html>'),
      b: output('assets/index-abc.js', 'code'),
      c: output('assets/index-abc.css', 'style'),
      d: output('assets/index-abc.js.map', '{}'),
      e: output('sw.js', 'worker'),
    } as unknown as Rollup.OutputBundle;

    const entries = await precacheEntries(bundle, publicDir);

    expect(entries.map(({ url }) => url)).toEqual([
      '/index.html',
      '/assets/index-abc.js',
      '/assets/index-abc.css',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
    ]);
    expect(entries.find(({ url }) => url === '/assets/index-abc.js')?.revision).toBeNull();
    expect(entries.find(({ url }) => url === '/index.html')?.revision).toMatch(/^[0-9a-f]{16}$/);
  });
});
