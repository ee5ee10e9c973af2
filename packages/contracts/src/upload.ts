import { z } from 'zod';
import { IMAGE_OUTPUT_FORMAT, MAX_IMAGE_BYTES, UPLOAD_SERVICE } from './constants.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// POST /api/upload takes multipart form data with the file in the field named
// UPLOAD_FIELD_NAME. The server checks the type from the file's bytes; the
// schemas below are the browser's early check before anything is sent.

function imageFileSchema(typeMessage: string, sizeMessage: string) {
  return z.object({
    type: z.string().startsWith('image/', typeMessage),
    size: z.number().nonnegative().max(MAX_IMAGE_BYTES, sizeMessage),
  });
}

/** Browser check used by the shared upload helper (profile setup). Takes a File. */
export const uploadImageFileSchema = imageFileSchema(
  VALIDATION_MESSAGES.imageType,
  VALIDATION_MESSAGES.imageTooLarge,
);

/** Browser check used by the avatar upload on the profile tab, with that screen's wording. */
export const profileTabImageFileSchema = imageFileSchema(
  VALIDATION_MESSAGES.profileImageType,
  VALIDATION_MESSAGES.profileImageTooLarge,
);

export const uploadMetadataSchema = z.object({
  service: z.literal(UPLOAD_SERVICE),
  /** 'profiles/<userId>' */
  folder: z.string(),
  originalSize: z.int().nonnegative(),
  optimizedSize: z.int().nonnegative(),
  /** optimizedSize / originalSize, rounded to 2 decimals (0.25 means a quarter of the size). */
  compressionRatio: z.number().nonnegative(),
  dimensions: z.object({ width: z.int().positive(), height: z.int().positive() }),
  format: z.literal(IMAGE_OUTPUT_FORMAT),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

export const uploadResponseSchema = z.object({
  /** Root-relative, e.g. '/uploads/profiles/<userId>/<photoId>.webp'. */
  url: z.string(),
  metadata: uploadMetadataSchema,
  /**
   * True when the photo looks like a banned person's and waits for a moderator (banned-photos.ts):
   * it is not in the profile yet; `message` says it will appear once reviewed. Absent otherwise.
   */
  heldForReview: z.literal(true).optional(),
  message: z.string().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The ratio reported in metadata, so the worker and the tests compute it the same way. */
export function compressionRatio(originalSize: number, optimizedSize: number): number {
  if (originalSize <= 0) return 1;
  return Math.round((optimizedSize / originalSize) * 100) / 100;
}
