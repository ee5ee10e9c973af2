import {
  type CompatibilityColour,
  compatibilityPresentation,
} from '@starmatch/zodiac/compatibility-label';
import { cn } from '@/lib/cn';

// docs/PRODUCT.md "Compatibility": green, blue, yellow, orange. Dark text on each keeps AA contrast.
const COLOUR_CLASSES: Readonly<Record<CompatibilityColour, string>> = {
  green: 'bg-emerald-400 text-emerald-950',
  blue: 'bg-sky-400 text-sky-950',
  yellow: 'bg-yellow-300 text-yellow-950',
  orange: 'bg-orange-400 text-orange-950',
};

/** The score and its label ('Excellent match!' ...) on the colour of its level. */
export function CompatibilityBadge({ score }: { score: number }) {
  const { label, colour } = compatibilityPresentation(score);
  return (
    <p
      data-colour={colour}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold shadow-md',
        COLOUR_CLASSES[colour],
      )}
    >
      <span className="font-bold">{score}%</span>
      <span>{label}</span>
    </p>
  );
}
