import type { CompatibilityExplanation as Explanation } from '@starmatch/contracts/compatibility';
import { Sheet, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { CompatibilityExplanation } from './compatibility-explanation';
import { COMPATIBILITY_TEXT } from './compatibility-text';

export interface WhyYouMatchSheetProps {
  /** The other person's first name, as the card shows it. */
  name: string;
  compatibility: Explanation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Why you match' from a card: the score's reasons, one by one. Loaded on demand. */
export function WhyYouMatchSheet({
  name,
  compatibility,
  open,
  onOpenChange,
}: WhyYouMatchSheetProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={COMPATIBILITY_TEXT.close}
      header={
        <>
          <SheetTitle className="text-xl font-semibold tracking-tight">
            {COMPATIBILITY_TEXT.whyYouMatch}
          </SheetTitle>
          <SheetDescription className="text-sm text-haze">
            {COMPATIBILITY_TEXT.sheetSubtitle(name)}
          </SheetDescription>
        </>
      }
    >
      <CompatibilityExplanation compatibility={compatibility} />
    </Sheet>
  );
}
