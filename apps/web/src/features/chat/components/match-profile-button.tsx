import { type ComponentType, useState } from 'react';
import { onDemandModule } from '@/lib/on-demand-module';
import { MATCH_PROFILE_TEXT } from '../match-profile-text';
import type { MatchProfileSheetProps } from './match-profile-sheet';

// The sheet is not part of the chat's first paint: its code downloads at the first touch or
// focus of the header's person, so it has usually arrived by the time the press lands.
const sheetCode = onDemandModule(() => import('./match-profile-sheet'));

/**
 * Laid over the chat header's name and, reaching left past the gap, its 40 px avatar, so the
 * whole of them opens the match's profile while the name stays the page's heading. The header
 * keeps its layout, and the presence line under the name stays as it is.
 */
export function MatchProfileButton({ matchId, name }: { matchId: string; name: string }) {
  const [Sheet, setSheet] = useState<ComponentType<MatchProfileSheetProps>>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={MATCH_PROFILE_TEXT.open(name)}
        {...sheetCode.preloadOnFirstTouch}
        onClick={() =>
          sheetCode.run((module) => {
            setSheet(() => module.MatchProfileSheet);
            setOpen(true);
          })
        }
        className="absolute inset-y-0 right-0 -left-13 z-10 rounded-2xl hover:bg-night-800/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-200"
      />
      {Sheet && <Sheet matchId={matchId} name={name} open={open} onOpenChange={setOpen} />}
    </>
  );
}
