import type { CompatibilityExplanation as Explanation } from '@starmatch/contracts/compatibility';
import { CompatibilityBadge } from './compatibility-badge';
import { CompatibilityFactors } from './compatibility-factors';
import { COMPATIBILITY_TEXT } from './compatibility-text';

/**
 * Why two people match, in full: the badge, the headline, each factor with its points, and the
 * honest note that it is for fun. The card's sheet and a match's profile both show it.
 */
export function CompatibilityExplanation({ compatibility }: { compatibility: Explanation }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-start gap-2">
        <CompatibilityBadge score={compatibility.score} />
        <p className="text-base leading-relaxed font-medium text-lilac-200">
          {compatibility.headline}
        </p>
      </div>
      <CompatibilityFactors factors={compatibility.factors} />
      <p className="flex gap-2 rounded-2xl bg-night-800/60 p-4 text-sm leading-relaxed text-haze">
        <span aria-hidden="true" className="text-gold-200">
          ✦
        </span>
        <span>{COMPATIBILITY_TEXT.justForFun}</span>
      </p>
    </div>
  );
}
