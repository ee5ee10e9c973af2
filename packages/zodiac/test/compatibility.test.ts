import { describe, expect, it } from 'vitest';
import { signDistance, zodiacAspect } from '../src/aspect.js';
import { ASPECT_SCORES, compatibility } from '../src/compatibility.js';
import type { CompatibilityLevel } from '../src/compatibility-level.js';
import type { ZodiacSign } from '../src/signs.js';
import { UnknownZodiacSignError, ZODIAC_SIGN_INFO, ZODIAC_SIGNS } from '../src/signs.js';

// A literal copy of the README table (not computed), rows and columns in ZODIAC_SIGNS order.
// trine 98, same sign 90, sextile 84, opposition 70, square 40, semi-sextile 20, quincunx 20.
// biome-ignore format: keep the matrix aligned
const EXPECTED: readonly (readonly number[])[] = [
  /*             ari tau gem can leo vir lib sco sag cap aqu pis */
  /* aries    */ [90, 20, 84, 40, 98, 20, 70, 20, 98, 40, 84, 20],
  /* taurus   */ [20, 90, 20, 84, 40, 98, 20, 70, 20, 98, 40, 84],
  /* gemini   */ [84, 20, 90, 20, 84, 40, 98, 20, 70, 20, 98, 40],
  /* cancer   */ [40, 84, 20, 90, 20, 84, 40, 98, 20, 70, 20, 98],
  /* leo      */ [98, 40, 84, 20, 90, 20, 84, 40, 98, 20, 70, 20],
  /* virgo    */ [20, 98, 40, 84, 20, 90, 20, 84, 40, 98, 20, 70],
  /* libra    */ [70, 20, 98, 40, 84, 20, 90, 20, 84, 40, 98, 20],
  /* scorpio  */ [20, 70, 20, 98, 40, 84, 20, 90, 20, 84, 40, 98],
  /* sagitt.  */ [98, 20, 70, 20, 98, 40, 84, 20, 90, 20, 84, 40],
  /* capric.  */ [40, 98, 20, 70, 20, 98, 40, 84, 20, 90, 20, 84],
  /* aquarius */ [84, 40, 98, 20, 70, 20, 98, 40, 84, 20, 90, 20],
  /* pisces   */ [20, 84, 40, 98, 20, 70, 20, 98, 40, 84, 20, 90],
];

const PAIRS = ZODIAC_SIGNS.flatMap((a, i) =>
  ZODIAC_SIGNS.map((b, j) => [a, b, EXPECTED[i]![j]!] as const),
);

function levelOf(score: number): CompatibilityLevel {
  // Deliberately restated here rather than imported, so a wrong threshold fails.
  if (score >= 95) return 'excellent';
  if (score >= 80) return 'great';
  if (score >= 60) return 'good';
  if (score >= 25) return 'challenging';
  return 'different';
}

describe('compatibility', () => {
  it('has a 12 x 12 expected table', () => {
    expect(PAIRS).toHaveLength(144);
  });

  it.each(PAIRS)('%s + %s scores %i', (a, b, score) => {
    expect(compatibility(a, b)).toEqual({ score, level: levelOf(score) });
  });

  it('is symmetric', () => {
    for (const a of ZODIAC_SIGNS) {
      for (const b of ZODIAC_SIGNS) {
        expect(compatibility(a, b)).toEqual(compatibility(b, a));
      }
    }
  });

  it('gives integer scores within 0..100', () => {
    for (const [a, b] of PAIRS) {
      const { score } = compatibility(a, b);
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('reaches every presentation band, with these counts over the 144 ordered pairs', () => {
    const counts: Record<string, number> = {};
    for (const [a, b] of PAIRS) {
      const { level } = compatibility(a, b);
      counts[level] = (counts[level] ?? 0) + 1;
    }
    expect(counts).toEqual({ excellent: 24, great: 36, good: 12, challenging: 24, different: 48 });
  });

  it('scores by element and modality as the README describes', () => {
    const complementary = (a: ZodiacSign, b: ZodiacSign) => {
      const pair = [ZODIAC_SIGN_INFO[a].element, ZODIAC_SIGN_INFO[b].element].sort().join('+');
      return pair === 'air+fire' || pair === 'earth+water';
    };
    for (const [a, b, score] of PAIRS) {
      const sameElement = ZODIAC_SIGN_INFO[a].element === ZODIAC_SIGN_INFO[b].element;
      const sameModality = ZODIAC_SIGN_INFO[a].modality === ZODIAC_SIGN_INFO[b].modality;
      let expected: number;
      if (a === b) expected = 90;
      else if (sameElement) expected = 98;
      else if (complementary(a, b)) expected = sameModality ? 70 : 84;
      else expected = sameModality ? 40 : 20;
      expect(score, `${a} + ${b}`).toBe(expected);
    }
  });

  it('refuses unknown signs from untyped callers', () => {
    expect(() => compatibility('aries', 'ophiuchus' as never)).toThrow(UnknownZodiacSignError);
  });
});

describe('aspects', () => {
  it.each([
    ['aries', 'aries', 0, 'conjunction'],
    ['aries', 'taurus', 1, 'semi-sextile'],
    ['aries', 'pisces', 1, 'semi-sextile'],
    ['aries', 'gemini', 2, 'sextile'],
    ['aries', 'cancer', 3, 'square'],
    ['aries', 'capricorn', 3, 'square'],
    ['aries', 'leo', 4, 'trine'],
    ['aries', 'sagittarius', 4, 'trine'],
    ['aries', 'virgo', 5, 'quincunx'],
    ['aries', 'scorpio', 5, 'quincunx'],
    ['aries', 'libra', 6, 'opposition'],
    ['pisces', 'taurus', 2, 'sextile'],
    ['capricorn', 'gemini', 5, 'quincunx'],
  ] as const)('%s to %s is %i steps, %s', (a, b, steps, aspect) => {
    expect(signDistance(a, b)).toBe(steps);
    expect(signDistance(b, a)).toBe(steps);
    expect(zodiacAspect(a, b)).toBe(aspect);
  });

  it('ASPECT_SCORES is the documented table', () => {
    expect(ASPECT_SCORES).toEqual({
      conjunction: 90,
      'semi-sextile': 20,
      sextile: 84,
      square: 40,
      trine: 98,
      quincunx: 20,
      opposition: 70,
    });
    expect(Object.isFrozen(ASPECT_SCORES)).toBe(true);
  });
});
