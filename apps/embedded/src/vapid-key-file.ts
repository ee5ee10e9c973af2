import { randomUUID } from 'node:crypto';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { VapidKeys } from '@starmatch/service-kit/web-push-env';
import webpush from 'web-push';
import { z } from 'zod';
import { PRIVATE_FILE_MODE } from './private-data-dir.js';

export const VAPID_KEY_FILE = 'vapid-keys.json';

const keyFileSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

async function readKeyFile(path: string): Promise<z.infer<typeof keyFileSchema> | null> {
  try {
    return keyFileSchema.parse(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${path} is not a VAPID key file; move it away to make new keys`, {
      cause: error,
    });
  }
}

/**
 * The single process's VAPID keys, made on its first start and kept under DATA_DIR. They must
 * outlive restarts: every browser subscribed with the public key, and new keys would silently
 * orphan every subscription.
 */
export async function loadOrCreateVapidKeys(dataDir: string, subject: string): Promise<VapidKeys> {
  const path = join(dataDir, VAPID_KEY_FILE);
  const existing = await readKeyFile(path);
  if (existing) return { ...existing, subject };
  const made = webpush.generateVAPIDKeys();
  // Written whole under a name of its own, then linked into place: link() fails if the file is
  // there, so two starts racing on one folder both keep whichever was linked first, and neither
  // ever reads a half-written file.
  const draft = `${path}.${randomUUID()}`;
  await writeFile(draft, `${JSON.stringify(made, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  try {
    await link(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = await readKeyFile(path);
    if (theirs) return { ...theirs, subject };
  } finally {
    await unlink(draft);
  }
  return { publicKey: made.publicKey, privateKey: made.privateKey, subject };
}
