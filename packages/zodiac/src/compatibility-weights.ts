import type { ZodiacAspect } from './aspect.js';

// The weights of the full compatibility score (packages/zodiac/README.md "How the score is made"). The signs
// carry most of it, as the product promises; what the two profiles say about each other moves
// it within a band, so two people of the same signs do not all score alike.

/** Where every pair starts before its factors are added. */
export const BASE_POINTS = 30;

/**
 * The signs' factor by aspect. The aspect fixes both harmonies (element and modality), so this
 * one table is the sign core, in the order of ASPECT_SCORES (compatibility.ts).
 */
export const SIGN_POINTS: Readonly<Record<ZodiacAspect, number>> = Object.freeze({
  trine: 40,
  conjunction: 34,
  sextile: 30,
  opposition: 16,
  square: 0,
  'semi-sextile': -12,
  quincunx: -12,
});

/** Both sit in the middle of the ages the other asked for. */
export const MAX_AGE_POINTS = 15;
/** How much of a direction's fit is left at the very edge of the wanted range (1 in the middle). */
export const AGE_FIT_AT_EDGE = 0.1;

/** Both live in the same city. */
export const SAME_CITY_POINTS = 10;
/** Different cities, but a city both want to meet in. */
export const SHARED_CITY_POINTS = 5;

/** Both profiles complete: three photos or more and a bio of PROFILE_BIO_LENGTH characters. */
export const MAX_PROFILE_POINTS = 5;
export const PROFILE_PHOTOS = 3;
export const PROFILE_BIO_LENGTH = 240;
