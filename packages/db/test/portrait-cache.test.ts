import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedPortrait } from '../src/seed/portrait-cache.js';

let cacheDir: string;

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'portrait-cache-'));
});

afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

function counting(bytes: string) {
  const calls = { count: 0 };
  const render = async () => {
    calls.count++;
    return Buffer.from(bytes);
  };
  return { calls, render };
}

describe('cachedPortrait', () => {
  it('renders a drawing once and reads it back after, from the cache', async () => {
    const { calls, render } = counting('image-a');
    const first = await cachedPortrait('<svg a/>', render, cacheDir);
    const second = await cachedPortrait('<svg a/>', render, cacheDir);
    expect(first.toString()).toBe('image-a');
    expect(second.toString()).toBe('image-a');
    expect(calls.count).toBe(1);
    expect(await readdir(cacheDir)).toHaveLength(1);
  });

  it('keeps another drawing apart', async () => {
    await cachedPortrait('<svg a/>', counting('image-a').render, cacheDir);
    const other = counting('image-b');
    expect((await cachedPortrait('<svg b/>', other.render, cacheDir)).toString()).toBe('image-b');
    expect(other.calls.count).toBe(1);
  });

  it('renders again over an empty entry, as left by a full disk', async () => {
    const { calls, render } = counting('image-a');
    await cachedPortrait('<svg a/>', render, cacheDir);
    const [entry] = await readdir(cacheDir);
    await writeFile(path.join(cacheDir, entry!), '');
    expect((await cachedPortrait('<svg a/>', render, cacheDir)).toString()).toBe('image-a');
    expect(calls.count).toBe(2);
  });

  it('still renders when the cache cannot be written', async () => {
    const blocked = path.join(cacheDir, 'a-file');
    await writeFile(blocked, 'not a folder');
    const { calls, render } = counting('image-a');
    expect((await cachedPortrait('<svg a/>', render, blocked)).toString()).toBe('image-a');
    expect((await cachedPortrait('<svg a/>', render, blocked)).toString()).toBe('image-a');
    expect(calls.count).toBe(2);
  });
});
