import type { Match } from '@starmatch/contracts/matches';
import { useState } from 'react';
import { SAFETY_TEXT } from '@/components/safety/safety-text';
import { Avatar } from '@/components/ui/avatar';
import { OverflowMenu } from '@/components/ui/overflow-menu';
import { MATCHES_TEXT } from '../matches-text';
import { lastMessagePreview, relativeTime, unreadBadgeText } from '../preview-text';
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
  const { lastMessage, unreadCount } = match;

  return (
    <li aria-label={name} className="relative flex items-center gap-2">
      <button
        type="button"
        className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-2 text-left hover:bg-night-800"
        onClick={() => onOpen(match)}
      >
        <Avatar name={name} imageUrl={match.otherUser.profileImageUrl} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-center justify-between gap-2">
            <span className="truncate font-semibold">{name}</span>
            {lastMessage && (
              <span className="shrink-0 text-xs text-haze">
                {relativeTime(lastMessage.createdAt)}
              </span>
            )}
          </span>
          <span className="truncate text-sm text-haze">
            {lastMessage ? lastMessagePreview(lastMessage.content) : MATCHES_TEXT.noMessages}
          </span>
        </span>
        {unreadCount > 0 && (
          <span className="min-w-6 rounded-full bg-gold-300 px-1.5 text-center text-xs font-bold text-night-950">
            {unreadBadgeText(unreadCount)}
            <span className="sr-only"> unread</span>
          </span>
        )}
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
