/** What a factor is about. */
export const COMPATIBILITY_FACTOR_KINDS = ['signs', 'ages', 'places', 'profiles'] as const;
export type CompatibilityFactorKind = (typeof COMPATIBILITY_FACTOR_KINDS)[number];

/** One reason in an explanation, with what it adds to (or takes from) the score. */
export interface CompatibilityFactor {
  readonly kind: CompatibilityFactorKind;
  readonly title: string;
  /** One plain-language sentence. */
  readonly reason: string;
  /** A word or two more, e.g. the aspect's name. */
  readonly detail?: string;
  readonly points: number;
}
