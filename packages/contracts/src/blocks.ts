import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './fields.js';

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

/** Most recent block first. */
export const blocksResponseSchema = z.array(blockedPersonSchema);
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

export const blockedUserParamsSchema = z.object({ userId: idSchema });
export type BlockedUserParams = z.infer<typeof blockedUserParamsSchema>;

/** 204: no body. */
export const noContentResponseSchema = z.null();
