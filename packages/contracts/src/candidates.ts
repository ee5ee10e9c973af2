import { z } from 'zod';
import { compatibilityExplanationSchema } from './compatibility.js';
import { COMPATIBILITY_LEVELS, SIGNUP_GENDERS, ZODIAC_SIGNS } from './constants.js';
import { idSchema } from './fields.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// GET /api/matches/potential (the deck) and POST /api/matches/like (a decision: a like or a
// pass). A candidate, one person of the deck, follows what the Explore tab shows, with `age`
// and never the date of birth: strangers do not learn each other's birthday (docs/PRODUCT.md
// "Privacy").

export const candidateUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string(),
  age: z.int().nonnegative(),
});
export type CandidateUser = z.infer<typeof candidateUserSchema>;

export const candidateSchema = z.object({
  userId: idSchema,
  fullName: z.string(),
  age: z.int().nonnegative(),
  gender: z.enum(SIGNUP_GENDERS),
  bio: z.string(),
  profileImageUrl: z.string().nullable(),
  /** Photo URLs in display order. */
  photos: z.array(z.string()),
  zodiacSign: z.enum(ZODIAC_SIGNS),
  location: z.string(),
  user: candidateUserSchema,
  compatibilityScore: z.int().min(0).max(100),
  zodiacCompatibilityLevel: z.enum(COMPATIBILITY_LEVELS),
  /** The same score and level with their reasons. */
  compatibility: compatibilityExplanationSchema,
});
export type Candidate = z.infer<typeof candidateSchema>;

/** A page of the deck, best match first. */
export const deckResponseSchema = z.array(candidateSchema);
export type DeckResponse = z.infer<typeof deckResponseSchema>;

/** 'Aroha Ngata' -> first 'Aroha', last 'Ngata'; a single name has an empty last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** POST /api/matches/like: a like sends a match request, a pass (isLike false) is recorded. */
export const decisionRequestSchema = z.object({
  targetUserId: idSchema,
  isLike: z.boolean({ error: VALIDATION_MESSAGES.isLike }),
});
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;

/** What a like or pass came to; the SPA says 'Match Request Sent!' only for the first two. */
export const DECISION_OUTCOMES = ['request_sent', 'matched', 'passed'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** `matched` is true when the target had already liked the caller: the match exists at once. */
export const decisionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  matched: z.boolean(),
  matchId: idSchema.optional(),
  outcome: z.enum(DECISION_OUTCOMES),
});
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;
