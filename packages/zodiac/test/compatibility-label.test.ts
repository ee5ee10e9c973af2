import { describe, expect, it } from 'vitest';
import {
  COMPATIBILITY_PRESENTATION,
  compatibilityColour,
  compatibilityLabel,
  compatibilityPresentation,
} from '../src/compatibility-label.js';
import {
  COMPATIBILITY_LEVELS,
  COMPATIBILITY_THRESHOLDS,
  compatibilityLevel,
  InvalidScoreError,
} from '../src/compatibility-level.js';

describe('COMPATIBILITY_THRESHOLDS', () => {
  it('is 95, 80, 60, 25 (docs/PRODUCT.md "Compatibility")', () => {
    expect(COMPATIBILITY_THRESHOLDS).toEqual({
      excellent: 95,
      great: 80,
      good: 60,
      challenging: 25,
    });
    expect(Object.isFrozen(COMPATIBILITY_THRESHOLDS)).toBe(true);
  });

  it('lists the levels best first', () => {
    expect(COMPATIBILITY_LEVELS).toEqual([
      'excellent',
      'great',
      'good',
      'challenging',
      'different',
    ]);
  });
});

describe('label, colour and level at every boundary (docs/PRODUCT.md "Compatibility")', () => {
  it.each([
    [100, 'excellent', 'Excellent match!', 'green'],
    [95, 'excellent', 'Excellent match!', 'green'],
    [94.99, 'great', 'Great compatibility', 'blue'],
    [94, 'great', 'Great compatibility', 'blue'],
    [80, 'great', 'Great compatibility', 'blue'],
    [79, 'good', 'Good potential', 'yellow'],
    [60, 'good', 'Good potential', 'yellow'],
    [59, 'challenging', 'Some challenges', 'orange'],
    [25, 'challenging', 'Some challenges', 'orange'],
    [24, 'different', 'Different energies', 'orange'],
    [24.99, 'different', 'Different energies', 'orange'],
    [0, 'different', 'Different energies', 'orange'],
    [-5, 'different', 'Different energies', 'orange'],
    [101, 'excellent', 'Excellent match!', 'green'],
  ] as const)('%d is %s: %s, %s', (score, level, label, colour) => {
    expect(compatibilityLevel(score)).toBe(level);
    expect(compatibilityLabel(score)).toBe(label);
    expect(compatibilityColour(score)).toBe(colour);
    expect(compatibilityPresentation(score)).toEqual({ level, label, colour });
  });

  it('has one frozen presentation per level', () => {
    expect(Object.keys(COMPATIBILITY_PRESENTATION)).toEqual([...COMPATIBILITY_LEVELS]);
    expect(Object.isFrozen(COMPATIBILITY_PRESENTATION)).toBe(true);
    expect(Object.isFrozen(COMPATIBILITY_PRESENTATION.great)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '90'])(
    'throws InvalidScoreError for %s',
    (score) => {
      expect(() => compatibilityLevel(score as number)).toThrow(InvalidScoreError);
      expect(() => compatibilityLabel(score as number)).toThrow(InvalidScoreError);
      expect(() => compatibilityColour(score as number)).toThrow(
        `Invalid compatibility score: ${String(score)}`,
      );
    },
  );
});
