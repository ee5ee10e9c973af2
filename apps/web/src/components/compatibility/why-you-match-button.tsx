import type { CompatibilityExplanation } from '@starmatch/contracts/compatibility';
import { type ComponentType, useState } from 'react';
import { LINE_ICON } from '@/components/ui/line-icon';
import { onDemandModule } from '@/lib/on-demand-module';
import { COMPATIBILITY_TEXT } from './compatibility-text';
import type { WhyYouMatchSheetProps } from './why-you-match-sheet';

// The sheet (and the dialog code under it) is not on the card's first paint: it downloads at the
// first touch or focus of the button, so it has usually arrived by the time the press lands.
const sheetCode = onDemandModule(() => import('./why-you-match-sheet'));

export interface WhyYouMatchButtonProps {
  /** The other person's first name, as the card shows it. */
  name: string;
  compatibility: CompatibilityExplanation;
}

/**
 * 'Why you match ›' at the end of the card's headline: opens the sheet with the reasons for the
 * score. Its padding reaches a finger's height above and below the line (negative margins keep
 * the line as it was), so it adds no height to the card.
 */
export function WhyYouMatchButton({ name, compatibility }: WhyYouMatchButtonProps) {
  const [Sheet, setSheet] = useState<ComponentType<WhyYouMatchSheetProps>>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        {...sheetCode.preloadOnFirstTouch}
        onClick={() =>
          sheetCode.run((module) => {
            setSheet(() => module.WhyYouMatchSheet);
            setOpen(true);
          })
        }
        className="-my-3 inline-flex items-center gap-0.5 rounded-full py-3 align-baseline font-semibold whitespace-nowrap text-gold-200 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-200"
      >
        {COMPATIBILITY_TEXT.whyYouMatch}
        <svg aria-hidden="true" {...LINE_ICON} strokeWidth={2} className="size-3.5">
          <path d="M9 5l7 7-7 7" />
        </svg>
      </button>
      {Sheet && (
        <Sheet name={name} compatibility={compatibility} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}
