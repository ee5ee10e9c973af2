import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReportPhotoCopy } from '@starmatch/db/queries/evidence-photos';

const UPLOADS_PREFIX = '/uploads/';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * Copies of a person's photo files for a report's evidence, read now from the upload folder
 * (each photo's URL is its path under `/uploads`, where uploads-static serves it). A photo whose
 * file is missing, or whose URL points anywhere else, is left out rather than failing the report.
 */
export function photoCopier(uploadDir: string) {
  const root = path.resolve(uploadDir);
  return async (
    photos: ReadonlyArray<{ position: number; url: string }>,
  ): Promise<ReportPhotoCopy[]> => {
    const copies = await Promise.all(
      photos.map(async (photo): Promise<ReportPhotoCopy | null> => {
        if (!photo.url.startsWith(UPLOADS_PREFIX)) return null;
        const file = path.resolve(root, photo.url.slice(UPLOADS_PREFIX.length));
        if (!file.startsWith(`${root}${path.sep}`)) return null;
        const bytes = await readFile(file).catch(() => null);
        if (!bytes) return null;
        const contentType =
          CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        return { position: photo.position, contentType, bytes };
      }),
    );
    return copies.filter((copy) => copy !== null);
  };
}
