/** Lowest score of each level, docs/PRODUCT.md "Compatibility": 95, 80, 60, 25. */
export const COMPATIBILITY_THRESHOLDS = Object.freeze({
  excellent: 95,
  great: 80,
  good: 60,
  challenging: 25,
} as const);

/** Best first. 'different' is everything below the 'challenging' threshold. */
export const COMPATIBILITY_LEVELS = [
  'excellent',
  'great',
  'good',
  'challenging',
  'different',
] as const;

export type CompatibilityLevel = (typeof COMPATIBILITY_LEVELS)[number];

export class InvalidScoreError extends Error {
  override readonly name = 'InvalidScoreError';
  constructor(readonly score: unknown) {
    super(`Invalid compatibility score: ${String(score)}`);
  }
}

/**
 * The level for a score. Any finite number is placed by the thresholds (so 100.5 is 'excellent'
 * and -1 is 'different'); NaN and infinities throw, because every comparison with NaN is false
 * and it would otherwise pass silently as 'different'.
 */
export function compatibilityLevel(score: number): CompatibilityLevel {
  if (typeof score !== 'number' || !Number.isFinite(score)) throw new InvalidScoreError(score);
  if (score >= COMPATIBILITY_THRESHOLDS.excellent) return 'excellent';
  if (score >= COMPATIBILITY_THRESHOLDS.great) return 'great';
  if (score >= COMPATIBILITY_THRESHOLDS.good) return 'good';
  if (score >= COMPATIBILITY_THRESHOLDS.challenging) return 'challenging';
  return 'different';
}
