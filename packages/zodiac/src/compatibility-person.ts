import type { ZodiacSign } from './signs.js';

/** What the full compatibility score reads of one person: their sign and what their profile says. */
export interface CompatibilityPerson {
  readonly sign: ZodiacSign;
  /** Whole years today (ageOn). */
  readonly age: number;
  /** The ages they asked to meet, inclusive. */
  readonly ageRange: { readonly min: number; readonly max: number };
  /** The city they live in, or null when their location names none. */
  readonly city: string | null;
  /** Where they want to meet people; empty means anywhere. */
  readonly preferredCities: readonly string[];
  readonly photoCount: number;
  /** Characters in their bio. */
  readonly bioLength: number;
}
