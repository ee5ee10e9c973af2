import { z } from 'zod';
import { compatibilityExplanationSchema } from './compatibility.js';
import { SIGNUP_GENDERS, ZODIAC_SIGNS } from './constants.js';
import { idSchema } from './fields.js';

// GET /api/matches/:id/profile: the other person of a match as the chat header opens them,
// with why the two match. Like a candidate, it carries the age and never the date of birth.

export const matchProfileSchema = z.object({
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
  compatibility: compatibilityExplanationSchema,
});
export type MatchProfile = z.infer<typeof matchProfileSchema>;
