import type { ZodiacAspect } from './aspect.js';
import { zodiacAspect } from './aspect.js';
import type { CompatibilityLevel } from './compatibility-level.js';
import { compatibilityLevel } from './compatibility-level.js';
import type { ZodiacSign } from './signs.js';

export interface Compatibility {
  /** Integer 0-100. */
  readonly score: number;
  readonly level: CompatibilityLevel;
}

/**
 * Score per aspect. The aspect fixes both harmonies: signs 0 or 4 steps apart share an element,
 * 2 or 6 apart have complementary elements (fire-air, earth-water), 1, 3 or 5 apart clash; and
 * signs 0, 3 or 6 apart share a modality while the others differ. So this one table is the
 * element-and-modality model, and there is no separate modality adjustment to apply.
 *
 * Within an element relation, modality breaks the tie: a trine (same element, different
 * modality) beats the same sign, which has nothing to balance it; a sextile beats the opposition,
 * whose shared modality tends to compete; but where elements clash, a shared modality (square)
 * is the only common ground, so it beats the semi-sextile and quincunx. Same sign lands in
 * 'great': the easiest understanding, but not the best match. See README.md.
 */
export const ASPECT_SCORES: Readonly<Record<ZodiacAspect, number>> = Object.freeze({
  trine: 98,
  conjunction: 90,
  sextile: 84,
  opposition: 70,
  square: 40,
  'semi-sextile': 20,
  quincunx: 20,
});

/** Zodiac compatibility of two signs: pure and symmetric. Throws UnknownZodiacSignError. */
export function compatibility(a: ZodiacSign, b: ZodiacSign): Compatibility {
  const score = ASPECT_SCORES[zodiacAspect(a, b)];
  return { score, level: compatibilityLevel(score) };
}
