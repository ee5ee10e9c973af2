import { z } from 'zod';
import { decodeBlocksCursor } from './blocks-cursor.js';
import { BLOCKS_PAGE } from './constants.js';
import { idSchema, isoDateTimeSchema } from './fields.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// POST /api/blocks, GET /api/blocks and DELETE /api/blocks/:userId. A block is silent: the blocked
// person sees what they would see had the blocker deleted their account.

export const blockRequestSchema = z.object({ userId: idSchema });
export type BlockRequest = z.infer<typeof blockRequestSchema>;

export const blockedPersonSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  profileImageUrl: z.string().nullable(),
  blockedAt: isoDateTimeSchema,
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

/** A page of GET /api/blocks: `cursor` is a `nextCursor` from the page before, none for the first. */
export const blocksQuerySchema = z.object({
  cursor: z
    .base64url({ error: VALIDATION_MESSAGES.pageCursor })
    .max(200, { error: VALIDATION_MESSAGES.pageCursor, abort: true })
    .refine((text) => decodeBlocksCursor(text) !== null, { error: VALIDATION_MESSAGES.pageCursor })
    .optional(),
  limit: z.coerce
    .number({ error: VALIDATION_MESSAGES.blocksLimit })
    .int(VALIDATION_MESSAGES.blocksLimit)
    .min(1, VALIDATION_MESSAGES.blocksLimit)
    .max(BLOCKS_PAGE.maxLimit, VALIDATION_MESSAGES.blocksLimit)
    .default(BLOCKS_PAGE.defaultLimit),
});
export type BlocksQuery = z.infer<typeof blocksQuerySchema>;
export type BlocksQueryInput = z.input<typeof blocksQuerySchema>;

/**
 * Most recent block first, each person as they were when blocked. `nextCursor` asks for the page
 * after this one; null on the last page.
 */
export const blocksResponseSchema = z.object({
  people: z.array(blockedPersonSchema),
  nextCursor: z.string().nullable(),
});
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

export const blockedUserParamsSchema = z.object({ userId: idSchema });
export type BlockedUserParams = z.infer<typeof blockedUserParamsSchema>;

/** 204: no body. */
export const noContentResponseSchema = z.null();
