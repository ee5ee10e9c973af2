import { compatibilityLevel } from '@starmatch/zodiac/compatibility-level';

/**
 * A valid `compatibility` JSON text for a deck row the test writes itself, with `score` and its
 * level (the deck read passes it through to the card as it is).
 */
export function deckCompatibility(score: number): string {
  return JSON.stringify({
    score,
    level: compatibilityLevel(score),
    headline: 'Aries and Leo share a spark and a love of adventure.',
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
        points: 9,
      },
    ],
  });
}
