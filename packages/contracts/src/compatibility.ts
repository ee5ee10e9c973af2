import { COMPATIBILITY_FACTOR_KINDS } from '@starmatch/zodiac/compatibility-factor';
import { z } from 'zod';
import { COMPATIBILITY_LEVELS } from './constants.js';

// Why two people match (docs/PRODUCT.md "Compatibility"): the score with the reasons it is made
// of, as packages/zodiac's `explainCompatibility` writes them. Carried by every candidate and by
// a match's profile.

/** What a factor is about; the web app picks its icon by it. */
export type { CompatibilityFactorKind } from '@starmatch/zodiac/compatibility-factor';
export { COMPATIBILITY_FACTOR_KINDS };

export const compatibilityFactorSchema = z.object({
  kind: z.enum(COMPATIBILITY_FACTOR_KINDS),
  /** A short title, e.g. 'Fire and air'. */
  title: z.string().min(1),
  /** One plain-language sentence. */
  reason: z.string().min(1),
  /** A word or two of detail, e.g. 'trine'; absent when the title says it all. */
  detail: z.string().min(1).optional(),
  /** What this factor adds to (or takes from) the score. */
  points: z.int(),
});
export type CompatibilityFactor = z.infer<typeof compatibilityFactorSchema>;

export const compatibilityExplanationSchema = z.object({
  score: z.int().min(0).max(100),
  level: z.enum(COMPATIBILITY_LEVELS),
  /** One sentence for the card, under the badge. */
  headline: z.string().min(1),
  /** The signs first, then the biggest contribution either way. */
  factors: z.array(compatibilityFactorSchema).min(2).max(4),
});
export type CompatibilityExplanation = z.infer<typeof compatibilityExplanationSchema>;
