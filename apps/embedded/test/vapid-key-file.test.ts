import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateVapidKeys, VAPID_KEY_FILE } from '../src/vapid-key-file.js';

// The single process's VAPID keys: made once under DATA_DIR, owner-only, and the same on every
// start after (new keys would orphan every device's subscription).

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-vapid-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const SUBJECT = 'mailto:hello@starmatch.nz';

describe('the VAPID key file', () => {
  it('is made on the first start, readable by its owner only, with a key pair of the right sizes', async () => {
    const keys = await loadOrCreateVapidKeys(dataDir, SUBJECT);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(keys.subject).toBe(SUBJECT);
    expect((await stat(join(dataDir, VAPID_KEY_FILE))).mode & 0o777).toBe(0o600);
  });

  it('gives the same keys on every start after, with the subject of that start', async () => {
    const first = await loadOrCreateVapidKeys(dataDir, SUBJECT);
    const again = await loadOrCreateVapidKeys(dataDir, 'https://starmatch.example/contact');
    expect(again).toEqual({ ...first, subject: 'https://starmatch.example/contact' });
  });

  it('gives two starts racing on one folder the same keys', async () => {
    const [one, two] = await Promise.all([
      loadOrCreateVapidKeys(dataDir, SUBJECT),
      loadOrCreateVapidKeys(dataDir, SUBJECT),
    ]);
    expect(two).toEqual(one);
    expect(await loadOrCreateVapidKeys(dataDir, SUBJECT)).toEqual(one);
    expect(await readdir(dataDir)).toEqual([VAPID_KEY_FILE]);
  });

  it('stops the start rather than replace a file it cannot read', async () => {
    await writeFile(join(dataDir, VAPID_KEY_FILE), '{"publicKey":');
    await expect(loadOrCreateVapidKeys(dataDir, SUBJECT)).rejects.toThrow(
      `${join(dataDir, VAPID_KEY_FILE)} is not a VAPID key file; move it away to make new keys`,
    );
  });
});
