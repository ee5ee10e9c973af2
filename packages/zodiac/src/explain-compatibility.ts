import type { CompatibilityFactor } from './compatibility-factor.js';
import { COMPATIBILITY_FACTOR_KINDS } from './compatibility-factor.js';
import {
  agesFactor,
  placesFactor,
  profilesFactor,
  type ScoredFactor,
  signPair,
  signsFactor,
  signVerb,
} from './compatibility-factors.js';
import { type CompatibilityLevel, compatibilityLevel } from './compatibility-level.js';
import type { CompatibilityPerson } from './compatibility-person.js';
import { BASE_POINTS } from './compatibility-weights.js';

export interface CompatibilityExplanation {
  /** Integer 0-100, the same whichever side asks. */
  readonly score: number;
  readonly level: CompatibilityLevel;
  /** One sentence for the card. */
  readonly headline: string;
  /** Two to four: the signs, then the biggest contribution either way. */
  readonly factors: readonly CompatibilityFactor[];
}

/** The signs first, as the core of the score; then the biggest contribution either way. */
function byWeight(a: ScoredFactor, b: ScoredFactor): number {
  if (a.kind === 'signs' || b.kind === 'signs') return a.kind === 'signs' ? -1 : 1;
  const weight = Math.abs(b.points) - Math.abs(a.points);
  if (weight !== 0) return weight;
  return COMPATIBILITY_FACTOR_KINDS.indexOf(a.kind) - COMPATIBILITY_FACTOR_KINDS.indexOf(b.kind);
}

function withoutTail({
  headlineTail: _,
  exactPoints: __,
  ...factor
}: ScoredFactor): CompatibilityFactor {
  return factor;
}

/**
 * The full compatibility of two people as `own` sees `other`: the score (BASE_POINTS plus every
 * factor's points before their rounding, rounded once and held to 0-100), its level, the factors and a headline. The score and level
 * are symmetric; the words speak to `own`. Pure: README.md shows worked examples.
 */
export function explainCompatibility(
  own: CompatibilityPerson,
  other: CompatibilityPerson,
): CompatibilityExplanation {
  const signs = signsFactor(own, other);
  const found = [
    signs,
    agesFactor(own, other),
    placesFactor(own, other),
    profilesFactor(own, other),
  ].filter((factor): factor is ScoredFactor => factor !== undefined);
  const total = found.reduce((sum, factor) => sum + factor.exactPoints, BASE_POINTS);
  const score = Math.min(100, Math.max(0, Math.round(total)));
  const factors = found.sort(byWeight);
  const tail = factors.find(
    (factor) => factor.kind !== 'signs' && factor.headlineTail,
  )?.headlineTail;
  return {
    score,
    level: compatibilityLevel(score),
    headline: `${signPair(own, other)} ${signVerb(own, other)}${tail ?? ''}.`,
    factors: factors.map(withoutTail),
  };
}
