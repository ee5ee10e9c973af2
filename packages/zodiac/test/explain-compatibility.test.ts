import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compatibility } from '../src/compatibility.js';
import { COMPATIBILITY_FACTOR_KINDS } from '../src/compatibility-factor.js';
import { compatibilityLevel } from '../src/compatibility-level.js';
import type { CompatibilityPerson } from '../src/compatibility-person.js';
import { explainCompatibility } from '../src/explain-compatibility.js';
import { ZODIAC_SIGNS, type ZodiacSign } from '../src/signs.js';

function person(
  sign: ZodiacSign,
  age: number,
  [min, max]: [number, number],
  place: { city: string | null; preferred?: string[] },
  profile: { photos: number; bio: number },
): CompatibilityPerson {
  return {
    sign,
    age,
    ageRange: { min, max },
    city: place.city,
    preferredCities: place.preferred ?? [],
    photoCount: profile.photos,
    bioLength: profile.bio,
  };
}

const aroha = person('aries', 29, [25, 35], { city: 'Auckland' }, { photos: 3, bio: 200 });
const leo = person('leo', 31, [26, 36], { city: 'Auckland' }, { photos: 3, bio: 240 });

describe('explainCompatibility', () => {
  it('explains a trine in one city at ages that fit: 96, excellent', () => {
    // 30 to start + trine 40 + ages 10.95 (Aroha sits 2 of 5 years off the middle of Leo's
    // range: 0.64; Leo 1 of 5 off hers: 0.82) + same city 10 + profiles 4.79 = 95.74.
    expect(explainCompatibility(aroha, leo)).toEqual({
      score: 96,
      level: 'excellent',
      headline: "Aries and Leo share a spark and a love of adventure, and you're both in Auckland.",
      factors: [
        {
          kind: 'signs',
          title: 'Both fire',
          reason:
            'Aries and Leo share a spark and a love of adventure: the easiest flow there is on the wheel.',
          detail: 'trine',
          points: 40,
        },
        {
          kind: 'ages',
          title: 'Ages that work',
          reason: "You're 29 and they're 31, comfortably inside the ages you each asked for.",
          points: 11,
        },
        {
          kind: 'places',
          title: 'Both in Auckland',
          reason: 'You both live in Auckland, so a first date is easy to arrange.',
          points: 10,
        },
        {
          kind: 'profiles',
          title: 'Profiles worth reading',
          reason:
            "You've both shared photos and a proper bio, so there's plenty to start a conversation with.",
          points: 5,
        },
      ],
    });
  });

  it('speaks to whoever asks, with the same score', () => {
    const back = explainCompatibility(leo, aroha);
    expect(back.score).toBe(96);
    expect(back.headline).toBe(
      "Leo and Aries share a spark and a love of adventure, and you're both in Auckland.",
    );
    expect(back.factors[1]?.reason).toBe(
      "You're 31 and they're 29, comfortably inside the ages you each asked for.",
    );
  });

  it('explains a square with an age outside a range and bare profiles: 31, challenging', () => {
    const cancer = person('cancer', 50, [45, 52], { city: null }, { photos: 1, bio: 0 });
    const libra = person('libra', 38, [30, 40], { city: 'Hamilton' }, { photos: 1, bio: 0 });
    // 30 + square 0 + ages 0 (50 is outside 30-40) + no shared place + profiles 0.83.
    expect(explainCompatibility(cancer, libra)).toEqual({
      score: 31,
      level: 'challenging',
      headline: 'Cancer and Libra meet as head and heart.',
      factors: [
        {
          kind: 'signs',
          title: 'Water and air',
          reason:
            'Cancer and Libra meet as head and heart: a little friction that can spark growth.',
          detail: 'square',
          points: 0,
        },
        {
          kind: 'profiles',
          title: 'More to discover',
          reason: "There's more to each of you than your profiles say yet, so ask away.",
          points: 1,
        },
        {
          kind: 'ages',
          title: 'Outside the ages you asked for',
          reason:
            "You're 50 and they're 38, so one of you is outside the ages the other asked for.",
          points: 0,
        },
      ],
    });
  });

  // score, level and the factors' titles with their points, for a table of pairs.
  it.each([
    {
      name: 'a sextile looking in the same city',
      own: person(
        'aries',
        27,
        [24, 32],
        { city: 'Hamilton', preferred: ['Hamilton', 'Auckland'] },
        { photos: 2, bio: 90 },
      ),
      other: person(
        'gemini',
        30,
        [25, 30],
        { city: 'Auckland', preferred: ['Auckland'] },
        { photos: 3, bio: 160 },
      ),
      score: 79,
      level: 'good',
      headline: "Aries and Gemini keep each other moving, and you'd both like to meet in Auckland.",
      factors: [
        'Fire and air 30',
        'Ages that work 10',
        'Looking in the same places 5',
        'More to discover 3',
      ],
    },
    {
      name: 'the same sign at the edges of each other ranges',
      own: person('virgo', 40, [35, 45], { city: 'North Shore' }, { photos: 1, bio: 30 }),
      other: person('virgo', 45, [38, 40], { city: 'North Shore' }, { photos: 1, bio: 0 }),
      score: 76,
      level: 'good',
      headline:
        "Virgo and Virgo build slowly and make things last, and you're both on the North Shore.",
      factors: [
        'Both earth 34',
        'Both on the North Shore 10',
        'Near the edge of your age ranges 1',
        'More to discover 1',
      ],
    },
    {
      name: 'a quincunx where everything else lines up',
      own: person('pisces', 33, [28, 38], { city: 'Auckland' }, { photos: 6, bio: 300 }),
      other: person('leo', 33, [28, 38], { city: 'Auckland' }, { photos: 6, bio: 300 }),
      score: 48,
      level: 'challenging',
      headline:
        'Pisces and Leo bring heat and depth, which takes patience and pays off, at ages that suit you both.',
      factors: [
        'Water and fire -12',
        'Ages that suit you both 15',
        'Both in Auckland 10',
        'Profiles worth reading 5',
      ],
    },
    {
      name: 'an opposition sharing a wanted city',
      own: person(
        'taurus',
        24,
        [20, 30],
        { city: 'Auckland', preferred: ['North Shore'] },
        { photos: 3, bio: 120 },
      ),
      other: person(
        'scorpio',
        26,
        [22, 28],
        { city: 'North Shore', preferred: ['North Shore'] },
        { photos: 2, bio: 240 },
      ),
      score: 66,
      level: 'good',
      headline:
        "Taurus and Scorpio help each other grow, and you'd both like to meet on the North Shore.",
      factors: [
        'Earth and water 16',
        'Ages that work 11',
        'Looking in the same places 5',
        'Profiles worth reading 4',
      ],
    },
    {
      name: 'a semi-sextile with nothing else in common',
      own: person('gemini', 60, [50, 60], { city: 'Hamilton' }, { photos: 0, bio: 0 }),
      other: person('cancer', 51, [50, 60], { city: 'Auckland' }, { photos: 0, bio: 0 }),
      // 30 - 12 + ages 2.85 (60 at the edge of 50-60: 0.1; 51 four fifths off its middle: 0.28).
      score: 21,
      level: 'different',
      headline: 'Gemini and Cancer meet as head and heart.',
      factors: ['Air and water -12', 'Near the edge of your age ranges 3'],
    },
  ])('$name: $score', ({ own, other, score, level, headline, factors }) => {
    const explained = explainCompatibility(own, other);
    expect(explained.score).toBe(score);
    expect(explained.level).toBe(level);
    expect(explained.headline).toBe(headline);
    expect(explained.factors.map((factor) => `${factor.title} ${factor.points}`)).toEqual(factors);
  });
});

const SIGN = fc.constantFrom(...ZODIAC_SIGNS);
const CITY = fc.constantFrom('Auckland', 'North Shore', 'Hamilton');
const PERSON = fc
  .record({
    sign: SIGN,
    age: fc.integer({ min: 18, max: 99 }),
    min: fc.integer({ min: 18, max: 99 }),
    span: fc.integer({ min: 0, max: 40 }),
    city: fc.option(CITY, { nil: null }),
    preferredCities: fc.uniqueArray(CITY, { maxLength: 3 }),
    photoCount: fc.integer({ min: 0, max: 6 }),
    bioLength: fc.integer({ min: 0, max: 500 }),
  })
  .map(
    ({ min, span, ...rest }): CompatibilityPerson => ({
      ...rest,
      ageRange: { min, max: Math.min(99, min + span) },
    }),
  );

describe('explainCompatibility, for any two people', () => {
  it('is symmetric in score and level, whoever asks', () => {
    fc.assert(
      fc.property(PERSON, PERSON, (a, b) => {
        const there = explainCompatibility(a, b);
        const back = explainCompatibility(b, a);
        expect(back.score).toBe(there.score);
        expect(back.level).toBe(there.level);
        expect(back.factors.map((factor) => factor.points).sort()).toEqual(
          there.factors.map((factor) => factor.points).sort(),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('scores an integer 0-100 with its level, and explains it in 2-4 factors, the signs first', () => {
    fc.assert(
      fc.property(PERSON, PERSON, (a, b) => {
        const { score, level, headline, factors } = explainCompatibility(a, b);
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
        expect(level).toBe(compatibilityLevel(score));
        expect(factors.length).toBeGreaterThanOrEqual(2);
        expect(factors.length).toBeLessThanOrEqual(4);
        expect(factors[0]?.kind).toBe('signs');
        expect(new Set(factors.map((factor) => factor.kind)).size).toBe(factors.length);
        const rest = factors.slice(1).map((factor) => Math.abs(factor.points));
        expect(rest).toEqual([...rest].sort((x, y) => y - x));
        for (const factor of factors) {
          expect(COMPATIBILITY_FACTOR_KINDS).toContain(factor.kind);
          expect(Number.isInteger(factor.points)).toBe(true);
          // One sentence each: a capital, a full stop at the end and nowhere else.
          expect(factor.reason).toMatch(/^[A-Z][^.]*\.$/);
        }
        expect(headline).toMatch(/^[A-Z][^.]*\.$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('follows the signs: better signs never score lower when nothing else differs', () => {
    fc.assert(
      fc.property(PERSON, PERSON, SIGN, SIGN, (a, b, s1, s2) => {
        const signScore = (sign: ZodiacSign) => compatibility(a.sign, sign).score;
        if (signScore(s1) < signScore(s2)) return;
        const first = explainCompatibility(a, { ...b, sign: s1 }).score;
        const second = explainCompatibility(a, { ...b, sign: s2 }).score;
        expect(first).toBeGreaterThanOrEqual(second);
      }),
      { numRuns: 1000 },
    );
  });
});
