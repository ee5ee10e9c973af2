import { z } from 'zod';
import { isoDateTimeSchema } from './fields.js';

// GET /api/matches/:id/presence and the `presence` frame: whether the other person of a match
// has Starmatch open, and when they last had it open (docs/ARCHITECTURE.md "Read receipts and
// presence").

export const presenceSchema = z.object({
  /** At least one open socket on any gateway. */
  online: z.boolean(),
  /**
   * When their last socket closed, or the latest minute one was open; null when never seen, or
   * when either person hides their activity (both then read as unknown: online false).
   */
  lastActiveAt: isoDateTimeSchema.nullable(),
});
export type Presence = z.infer<typeof presenceSchema>;

/** What everyone is told about someone who hides their activity, or never seen. */
export const UNKNOWN_PRESENCE: Presence = { online: false, lastActiveAt: null };
