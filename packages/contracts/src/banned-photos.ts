import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './fields.js';
import { MODERATION_NOTE_MAX_LENGTH } from './safety-limits.js';
import { multilineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// Banned photos (docs/ARCHITECTURE.md "Banned photos"): a ban keeps 64-bit perceptual hashes of
// the banned person's photos; an upload whose hash is close to one of them is held for a
// moderator instead of shown.

/** A 64-bit perceptual hash (DCT pHash) as 16 lowercase hex digits. */
export const perceptualHashSchema = z.string().regex(/^[0-9a-f]{16}$/);

/**
 * The most bits two hashes may differ by and still count as the same photo. Re-encoding
 * (JPEG quality 60), halving the size and our own WebP re-encode move a pHash by 0 to 5 bits in
 * our tests; unrelated pictures differ by about 32 (20 at the closest pair we measured). 10 is
 * the usual near-duplicate cut-off for a 64-bit pHash: above the noise of re-encoding with room
 * to spare, and far enough below chance that a false hold is rare (a hold only asks a
 * moderator to look; it never refuses).
 */
export const PHOTO_MATCH_MAX_DISTANCE = 10;

export const HELD_PHOTO_DECISIONS = ['release', 'remove'] as const;
export type HeldPhotoDecision = (typeof HELD_PHOTO_DECISIONS)[number];

/** How many held photos the queue shows at once (oldest first). */
export const ADMIN_HELD_PHOTOS_LIMIT = 100;

export const heldPhotoIdParamsSchema = z.object({ id: idSchema });

/** One held upload beside the banned photo it matched. */
export const adminHeldPhotoSchema = z.object({
  id: idSchema,
  /** The held file, served to moderators at this root-relative URL. */
  url: z.string(),
  uploader: z.object({ id: idSchema, fullName: z.string(), age: z.int().nonnegative() }),
  /** Bits the two perceptual hashes differ by (0 is the same picture). */
  distance: z.int().nonnegative(),
  createdAt: isoDateTimeSchema,
  banned: z.object({
    bannedAt: isoDateTimeSchema,
    /** The evidence copy while it is kept (GET /api/admin/report-photos/:sha256); else null. */
    photoUrl: z.string().nullable(),
  }),
});
export type AdminHeldPhoto = z.infer<typeof adminHeldPhotoSchema>;

/** GET /api/admin/held-photos: the held uploads, oldest first. */
export const adminHeldPhotosResponseSchema = z.array(adminHeldPhotoSchema);
export type AdminHeldPhotosResponse = z.infer<typeof adminHeldPhotosResponseSchema>;

/** POST /api/admin/held-photos/:id. */
export const decideHeldPhotoBodySchema = z.object({
  decision: z.enum(HELD_PHOTO_DECISIONS, { error: VALIDATION_MESSAGES.heldPhotoDecision }),
  /** For the audit log; only moderators see it. */
  note: multilineText({ trim: true })
    .max(MODERATION_NOTE_MAX_LENGTH, {
      error: VALIDATION_MESSAGES.moderationNoteTooLong,
      abort: true,
    })
    .optional(),
});
export type DecideHeldPhotoBody = z.infer<typeof decideHeldPhotoBodySchema>;

/** GET /api/user/held-photos: the caller's own uploads waiting for a moderator, oldest first. */
export const ownHeldPhotosResponseSchema = z.array(z.object({ id: idSchema, url: z.string() }));
export type OwnHeldPhotosResponse = z.infer<typeof ownHeldPhotosResponseSchema>;

export const decideHeldPhotoResponseSchema = z.object({
  decision: z.enum(HELD_PHOTO_DECISIONS),
  /** The photo's URL in the person's profile when released; null when removed. */
  photoUrl: z.string().nullable(),
});
export type DecideHeldPhotoResponse = z.infer<typeof decideHeldPhotoResponseSchema>;
