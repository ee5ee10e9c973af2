import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface PhotoFile {
  userId: string;
  photoId: string;
  data: Buffer;
}

/** Public URL of a profile photo; the api serves `<uploadDir>` under /uploads. */
export function profilePhotoUrl(userId: string, photoId: string): string {
  return `/uploads/profiles/${userId}/${photoId}.webp`;
}

export function profilePhotoPath(uploadDir: string, userId: string, photoId: string): string {
  return path.join(uploadDir, 'profiles', userId, `${photoId}.webp`);
}

const WRITE_BATCH = 64;

export async function writePhotoFiles(
  uploadDir: string,
  files: readonly PhotoFile[],
): Promise<void> {
  const userIds = [...new Set(files.map((file) => file.userId))];
  for (let start = 0; start < userIds.length; start += WRITE_BATCH) {
    await Promise.all(
      userIds
        .slice(start, start + WRITE_BATCH)
        .map((userId) =>
          mkdir(path.join(uploadDir, 'profiles', userId), { recursive: true, mode: 0o700 }),
        ),
    );
  }
  for (let start = 0; start < files.length; start += WRITE_BATCH) {
    await Promise.all(
      files.slice(start, start + WRITE_BATCH).map((file) =>
        writeFile(profilePhotoPath(uploadDir, file.userId, file.photoId), file.data, {
          mode: 0o600,
        }),
      ),
    );
  }
}

export async function removeUserPhotoDirs(
  uploadDir: string,
  userIds: readonly string[],
): Promise<void> {
  await Promise.all(
    userIds.map((userId) =>
      rm(path.join(uploadDir, 'profiles', userId), { recursive: true, force: true }),
    ),
  );
}
