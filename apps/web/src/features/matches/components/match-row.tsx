import type { Match } from '@starmatch/contracts/matches';
import { useState } from 'react';
import { SAFETY_TEXT } from '@/components/safety/safety-text';
import { OverflowMenu } from '@/components/ui/overflow-menu';
import { MatchSummary } from './match-summary';
import { UnmatchDialog } from './unmatch-dialog';

export interface MatchRowProps {
  match: Match;
  onOpen: (match: Match) => void;
  /** Opens the screen's report sheet or block dialog for this match. */
  onSafety: (match: Match, action: 'report' | 'block') => void;
}

/** One match: tap to chat; the menu offers Unmatch, Report and Block. */
export function MatchRow({ match, onOpen, onSafety }: MatchRowProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const name = match.otherUser.fullName;

  return (
    <li aria-label={name} className="relative flex items-center gap-2">
      <button
        type="button"
        className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-2 text-left hover:bg-night-800"
        onClick={() => onOpen(match)}
      >
        <MatchSummary match={match} />
      </button>
      <OverflowMenu
        label={SAFETY_TEXT.moreOptionsFor(name)}
        items={[
          { label: 'Unmatch', destructive: true, onSelect: () => setDialogOpen(true) },
          { label: SAFETY_TEXT.report, onSelect: () => onSafety(match, 'report') },
          { label: SAFETY_TEXT.block, destructive: true, onSelect: () => onSafety(match, 'block') },
        ]}
      />
      <UnmatchDialog
        matchId={match.id}
        name={name}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onReport={() => {
          setDialogOpen(false);
          onSafety(match, 'report');
        }}
      />
    </li>
  );
}
