import { z } from 'zod';
import { compatibilityExplanationSchema } from './compatibility.js';
import { COMPATIBILITY_LEVELS, SIGNUP_GENDERS, ZODIAC_SIGNS } from './constants.js';
import { idSchema } from './fields.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// GET /api/matches/potential and POST /api/matches/like. A candidate follows
// what the explore tab shows, with `age` and never the date of birth: strangers
// do not learn each other's birthday (docs/PRODUCT.md "Privacy").

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

/** Best match first. */
export const potentialMatchesResponseSchema = z.array(candidateSchema);
export type PotentialMatchesResponse = z.infer<typeof potentialMatchesResponseSchema>;

/** 'Aroha Ngata' -> first 'Aroha', last 'Ngata'; a single name has an empty last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** POST /api/matches/like: a like sends a match request, a pass (isLike false) records the skip. */
export const likeRequestSchema = z.object({
  targetUserId: idSchema,
  isLike: z.boolean({ error: VALIDATION_MESSAGES.isLike }),
});
export type LikeRequest = z.infer<typeof likeRequestSchema>;

/** What a like or pass came to; the SPA says 'Match Request Sent!' only for the first two. */
export const LIKE_OUTCOMES = ['request_sent', 'matched', 'passed'] as const;
export type LikeOutcome = (typeof LIKE_OUTCOMES)[number];

/** `matched` is true when the target had already liked the caller: the match exists at once. */
export const likeResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  matched: z.boolean(),
  matchId: idSchema.optional(),
  outcome: z.enum(LIKE_OUTCOMES),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;
