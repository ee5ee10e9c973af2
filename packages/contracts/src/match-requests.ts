import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './fields.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// Incoming match requests: GET /api/matches/requests (pending only),
// GET /api/matches/requests/count and POST /api/matches/respond.

export const matchRequestSchema = z.object({
  id: idSchema,
  requestUser: z.object({
    id: idSchema,
    fullName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  /** bio is null when the requester has none ('No bio available'). */
  requestProfile: z.object({ bio: z.string().nullable() }),
  requestedAt: isoDateTimeSchema,
});
export type MatchRequest = z.infer<typeof matchRequestSchema>;

/** Newest first. */
export const matchRequestsResponseSchema = z.array(matchRequestSchema);
export type MatchRequestsResponse = z.infer<typeof matchRequestsResponseSchema>;

export const respondToRequestSchema = z.object({
  requestId: idSchema,
  accept: z.boolean({ error: VALIDATION_MESSAGES.accept }),
});
export type RespondToRequest = z.infer<typeof respondToRequestSchema>;

/** matchId is present when the request was accepted. */
export const respondToRequestResponseSchema = z.object({
  success: z.boolean(),
  matchId: idSchema.optional(),
});
export type RespondToRequestResponse = z.infer<typeof respondToRequestResponseSchema>;
