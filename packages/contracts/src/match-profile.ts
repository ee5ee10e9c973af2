import type { z } from 'zod';
import { candidateSchema } from './candidates.js';

// GET /api/matches/:id/profile: the other person of a match as the chat header opens them, with
// why the two match. A candidate's card without its older duplicates (the nested `user`, the
// flat score and level): like a candidate, it carries the age and never the date of birth.

export const matchProfileSchema = candidateSchema.pick({
  userId: true,
  fullName: true,
  age: true,
  gender: true,
  bio: true,
  profileImageUrl: true,
  photos: true,
  zodiacSign: true,
  location: true,
  compatibility: true,
});
export type MatchProfile = z.infer<typeof matchProfileSchema>;
