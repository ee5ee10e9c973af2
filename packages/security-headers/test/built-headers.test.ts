import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_HEADER_FILES,
  builtHeadersDir,
  readBuiltScriptHashes,
  writeBuiltHeaders,
} from '../src/built-headers.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'starmatch-built-headers-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the files a web build writes for the servers', () => {
  it('sit beside the build output, never inside it', () => {
    expect(builtHeadersDir('/repo/apps/web/dist')).toBe('/repo/apps/web/dist-headers');
    expect(builtHeadersDir('/repo/apps/web/dist/')).toBe('/repo/apps/web/dist-headers');
  });

  it('are written whole and read back', async () => {
    const dist = join(root, 'dist');
    const hashes = ['sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='];
    await writeBuiltHeaders(dist, hashes);
    expect((await readdir(builtHeadersDir(dist))).sort()).toEqual(
      Object.values(BUILT_HEADER_FILES).sort(),
    );
    expect(await readBuiltScriptHashes(dist)).toEqual(hashes);
  });

  it('fail loudly when the hashes are missing or malformed', async () => {
    await expect(readBuiltScriptHashes(join(root, 'never-built'))).rejects.toThrow(
      `The web build's script hashes are missing: ${join(root, 'never-built-headers', 'script-hashes.json')} (run pnpm build).`,
    );
    const dist = join(root, 'broken');
    await mkdir(builtHeadersDir(dist), { recursive: true });
    await writeFile(
      join(builtHeadersDir(dist), BUILT_HEADER_FILES.scriptHashes),
      JSON.stringify(["'unsafe-inline'"]),
    );
    await expect(readBuiltScriptHashes(dist)).rejects.toThrow(
      'script-hashes.json must be a list of sha256-… hash sources.',
    );
  });
});
