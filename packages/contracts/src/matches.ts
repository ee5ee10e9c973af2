import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './fields.js';

// GET /api/matches and DELETE /api/matches/:id/unmatch.

export const matchSchema = z.object({
  id: idSchema,
  otherUser: z.object({
    id: idSchema,
    fullName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  unreadCount: z.int().nonnegative(),
  /** null until either side has written. */
  lastMessage: z.object({ content: z.string(), createdAt: isoDateTimeSchema }).nullable(),
  createdAt: isoDateTimeSchema,
});
export type Match = z.infer<typeof matchSchema>;

/** Most recent activity first. */
export const matchesResponseSchema = z.array(matchSchema);
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

export const matchIdParamsSchema = z.object({ id: idSchema });
export type MatchIdParams = z.infer<typeof matchIdParamsSchema>;

export const unmatchResponseSchema = z.object({ success: z.literal(true) });
export type UnmatchResponse = z.infer<typeof unmatchResponseSchema>;

/**
 * What the matches screen stores under STORAGE_KEYS.currentChatMatch before it
 * opens /chat; the chat screen reads it back through this schema.
 */
export const currentChatMatchSchema = matchSchema.pick({ id: true, otherUser: true });
export type CurrentChatMatch = z.infer<typeof currentChatMatchSchema>;
