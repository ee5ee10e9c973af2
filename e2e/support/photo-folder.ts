import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Writes a photo under the data folder's `uploads`, where the local photo store keeps it. */
export async function putPhotoInFolder(dataDir: string, key: string, body: Buffer): Promise<void> {
  const path = join(dataDir, 'uploads', key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, body);
}
