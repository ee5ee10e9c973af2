import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { profilePhotoPath, profilePhotoUrl } from '@starmatch/db/seed/photo-files';

/**
 * Where upload files live. Everything of one user (photos and their `<photoId>.thumb.webp`
 * thumbnails) is under `<UPLOAD_DIR>/profiles/<userId>`, so deleting the account removes that one
 * folder. Uploads wait for the worker in `<UPLOAD_DIR>/incoming`, on the volume the worker shares,
 * which is never served.
 */
export interface PhotoStorage {
  incomingPath(photoId: string): Promise<string>;
  outputPath(userId: string, photoId: string): string;
  url(userId: string, photoId: string): string;
  /** Removes each photo's files (`<photoId>.*`, the thumbnail included); missing ones are fine. */
  removePhotoFiles(userId: string, photoIds: readonly string[]): Promise<void>;
}

export function photoStorage(uploadDir: string): PhotoStorage {
  // Absolute, because the paths travel to the worker, whose working directory may differ.
  const root = path.resolve(uploadDir);
  const incoming = path.join(root, 'incoming');
  return {
    async incomingPath(photoId) {
      await mkdir(incoming, { recursive: true, mode: 0o700 });
      return path.join(incoming, `${photoId}.upload`);
    },
    outputPath: (userId, photoId) => profilePhotoPath(root, userId, photoId),
    url: (userId, photoId) => profilePhotoUrl(userId, photoId),
    async removePhotoFiles(userId, photoIds) {
      const [first] = photoIds;
      if (first === undefined) return;
      const folder = path.dirname(profilePhotoPath(root, userId, first));
      const names = await readdir(folder).catch(() => [] as string[]);
      const doomed = names.filter((name) => photoIds.some((id) => name.startsWith(`${id}.`)));
      await Promise.all(doomed.map((name) => rm(path.join(folder, name), { force: true })));
    },
  };
}
