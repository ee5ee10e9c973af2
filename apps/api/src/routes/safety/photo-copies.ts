import path from 'node:path';
import type { ReportPhotoCopy } from '@starmatch/db/queries/evidence-photos';
import { keyOfPhotoUrl, type PhotoStore } from '@starmatch/service-kit/photo-store';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * Copies of a person's photo files for a report's evidence, read now from the photo store (each
 * photo's URL is its key under `/uploads`, where uploads-static serves it). A photo whose object
 * is missing, or whose URL points anywhere else, is left out rather than failing the report.
 */
export function photoCopier(photos: PhotoStore) {
  return async (
    list: ReadonlyArray<{ position: number; url: string }>,
  ): Promise<ReportPhotoCopy[]> => {
    const copies = await Promise.all(
      list.map(async (photo): Promise<ReportPhotoCopy | null> => {
        const key = keyOfPhotoUrl(photo.url);
        if (key === null) return null;
        const bytes = await photos.get(key).catch(() => null);
        if (!bytes) return null;
        const contentType =
          CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
        return { position: photo.position, contentType, bytes };
      }),
    );
    return copies.filter((copy) => copy !== null);
  };
}
