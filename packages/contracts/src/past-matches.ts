import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './fields.js';

// GET /api/matches/past: matches that ended (unmatch or block, by either side) in the last
// PAST_MATCHES_DAYS days, so they can still be reported.

export const pastMatchSchema = z.object({
  /** The id the match had. */
  matchId: idSchema,
  otherUser: z.object({
    id: idSchema,
    fullName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  matchedAt: isoDateTimeSchema,
  endedAt: isoDateTimeSchema,
});
export type PastMatch = z.infer<typeof pastMatchSchema>;

/** Most recently ended first. */
export const pastMatchesResponseSchema = z.array(pastMatchSchema);
export type PastMatchesResponse = z.infer<typeof pastMatchesResponseSchema>;
