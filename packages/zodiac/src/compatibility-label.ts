import type { CompatibilityLevel } from './compatibility-level.js';
import { compatibilityLevel } from './compatibility-level.js';

export type CompatibilityColour = 'green' | 'blue' | 'yellow' | 'orange';

export interface CompatibilityPresentation {
  readonly level: CompatibilityLevel;
  readonly label: string;
  readonly colour: CompatibilityColour;
}

/** docs/PRODUCT.md "Compatibility", word for word. */
export const COMPATIBILITY_PRESENTATION: Readonly<
  Record<CompatibilityLevel, CompatibilityPresentation>
> = Object.freeze({
  excellent: Object.freeze({ level: 'excellent', label: 'Excellent match!', colour: 'green' }),
  great: Object.freeze({ level: 'great', label: 'Great compatibility', colour: 'blue' }),
  good: Object.freeze({ level: 'good', label: 'Good potential', colour: 'yellow' }),
  challenging: Object.freeze({ level: 'challenging', label: 'Some challenges', colour: 'orange' }),
  different: Object.freeze({ level: 'different', label: 'Different energies', colour: 'orange' }),
});

/** Level, label and badge colour for a score. Throws InvalidScoreError for NaN or infinities. */
export function compatibilityPresentation(score: number): CompatibilityPresentation {
  return COMPATIBILITY_PRESENTATION[compatibilityLevel(score)];
}

export function compatibilityLabel(score: number): string {
  return compatibilityPresentation(score).label;
}

export function compatibilityColour(score: number): CompatibilityColour {
  return compatibilityPresentation(score).colour;
}
