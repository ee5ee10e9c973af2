import type { Candidate } from '@starmatch/contracts/candidates';
import { useState } from 'react';
import type { SafetyPerson } from '@/components/safety/report-sheet';
import { type SafetyAction, SafetyDialogs } from '@/components/safety/safety-dialogs';
import { SAFETY_TEXT } from '@/components/safety/safety-text';
import { Button } from '@/components/ui/button';
import { OverflowMenu } from '@/components/ui/overflow-menu';
import { displayName } from '../candidate-name';
import { useCandidateActions } from '../hooks/use-candidate-actions';
import { useCandidateDeck } from '../hooks/use-candidate-deck';
import { useCardExit } from '../hooks/use-card-exit';
import { CandidateCard } from './candidate-card';
import { ArrowRightIcon, HeartIcon } from './explore-icons';
import { ExploreMessage } from './explore-message';

export interface CandidateDeckProps {
  candidates: readonly Candidate[];
  onRefresh: () => void;
  isRefreshing: boolean;
}

const roundAction =
  'inline-flex size-16 items-center justify-center rounded-full shadow-lg transition-transform ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-200 ' +
  'active:scale-95 disabled:cursor-not-allowed disabled:opacity-60';

/** One candidate at a time, with the count of matches and the like and next buttons. */
export function CandidateDeck({ candidates, onRefresh, isRefreshing }: CandidateDeckProps) {
  const deck = useCandidateDeck(candidates);
  const cardExit = useCardExit();
  const actions = useCandidateActions({
    onLiked: (candidate) => cardExit.leave('liked', () => deck.drop(candidate.userId)),
    onPassed: () => cardExit.leave('passed', deck.next),
  });
  const busy = actions.isBusy || cardExit.exit !== null;
  const count = deck.remaining.length;
  const current = deck.current;
  // Held apart from `current`: a report or block takes the card away while the sheet closes.
  const [safety, setSafety] = useState<{ person: SafetyPerson; action: SafetyAction } | null>(null);
  const openSafety = (candidate: Candidate, action: 'report' | 'block') =>
    setSafety({ person: { id: candidate.userId, name: displayName(candidate) }, action });

  return (
    <>
      <p
        aria-live="polite"
        className="-mt-2 self-start rounded-full border border-lilac-300/40 bg-night-800/80 px-3 py-1 text-sm font-medium text-lilac-200"
      >
        {count} {count === 1 ? 'match' : 'matches'}
      </p>
      {current === undefined ? (
        <ExploreMessage
          title="You're all caught up!"
          text="New people join every day. Check back soon, or widen your preferences in settings."
        >
          <Button onClick={onRefresh} disabled={isRefreshing}>
            Refresh Matches
          </Button>
        </ExploreMessage>
      ) : (
        <CandidateCard
          key={`${current.userId}-${deck.view}`}
          candidate={current}
          exit={cardExit.exit}
          onExited={cardExit.finish}
          menu={
            <OverflowMenu
              label={SAFETY_TEXT.moreOptionsFor(displayName(current))}
              align="start"
              buttonClassName="bg-night-950/75 backdrop-blur hover:bg-night-900"
              items={[
                { label: SAFETY_TEXT.report, onSelect: () => openSafety(current, 'report') },
                {
                  label: SAFETY_TEXT.block,
                  destructive: true,
                  onSelect: () => openSafety(current, 'block'),
                },
              ]}
            />
          }
          actions={
            <>
              <button
                type="button"
                aria-label="Next person"
                disabled={busy}
                onClick={() => actions.sendPass(current)}
                className={`${roundAction} border border-night-500 bg-night-800 text-star hover:bg-night-700`}
              >
                <ArrowRightIcon />
              </button>
              <button
                type="button"
                aria-label={`Like ${displayName(current)}`}
                disabled={busy}
                onClick={() => actions.sendLike(current)}
                className={`${roundAction} bg-rose-500 text-white shadow-rose-500/30 hover:bg-rose-400`}
              >
                <HeartIcon />
              </button>
            </>
          }
        />
      )}
      {safety && (
        <SafetyDialogs
          person={safety.person}
          action={safety.action}
          onActionChange={(action) => setSafety({ ...safety, action })}
        />
      )}
    </>
  );
}
