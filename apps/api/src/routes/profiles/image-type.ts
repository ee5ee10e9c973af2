import { fileTypeFromFile } from 'file-type';

/**
 * What the upload call takes, judged from the first bytes of the file (its magic number), never
 * from its name or the Content-Type the browser claimed. The worker decodes it afterwards and
 * refuses anything that only looks like one of these.
 */
const ACCEPTED_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
]);

export async function isAcceptedImageFile(filePath: string): Promise<boolean> {
  const detected = await fileTypeFromFile(filePath);
  return detected !== undefined && ACCEPTED_TYPES.has(detected.mime);
}
