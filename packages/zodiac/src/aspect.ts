import type { ZodiacSign } from './signs.js';
import { zodiacSignIndex } from './signs.js';

/** Aspects named by the number of steps between two signs on the wheel, 0 to 6. */
export const ZODIAC_ASPECTS = [
  'conjunction',
  'semi-sextile',
  'sextile',
  'square',
  'trine',
  'quincunx',
  'opposition',
] as const;

export type ZodiacAspect = (typeof ZODIAC_ASPECTS)[number];

/** Shortest number of steps between two signs round the wheel: 0 (same sign) to 6 (opposite). */
export function signDistance(a: ZodiacSign, b: ZodiacSign): number {
  const steps = Math.abs(zodiacSignIndex(a) - zodiacSignIndex(b));
  return Math.min(steps, 12 - steps);
}

export function zodiacAspect(a: ZodiacSign, b: ZodiacSign): ZodiacAspect {
  return ZODIAC_ASPECTS[signDistance(a, b)]!;
}
