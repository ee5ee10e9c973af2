import type { Candidate } from '@starmatch/contracts/candidates';
import { useEffect, useRef, useState } from 'react';
import type { SafetyPerson } from '@/components/safety/report-sheet';
import { type SafetyAction, SafetyDialogs } from '@/components/safety/safety-dialogs';
import { SAFETY_TEXT } from '@/components/safety/safety-text';
import { Button } from '@/components/ui/button';
import { OverflowMenu } from '@/components/ui/overflow-menu';
import { displayName } from '../candidate-name';
import { useCandidateActions } from '../hooks/use-candidate-actions';
import { useCandidateDeck } from '../hooks/use-candidate-deck';
import { useCardExit } from '../hooks/use-card-exit';
import { useUndoPass } from '../hooks/use-undo-pass';
import { CandidateCard } from './candidate-card';
import { ArrowRightIcon, HeartIcon } from './explore-icons';
import { ExploreMessage } from './explore-message';
import { UndoPassButton } from './undo-pass-button';

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
  // Undo's button goes once used: focus moves to the returned card's pass button, not the page.
  const passButton = useRef<HTMLButtonElement>(null);
  const [focusPass, setFocusPass] = useState(false);
  const undo = useUndoPass((candidate) => {
    deck.bringBack(candidate);
    setFocusPass(true);
  });
  const actions = useCandidateActions({
    onLiked: (candidate) => {
      undo.withdraw();
      cardExit.leave('liked', () => deck.drop(candidate.userId));
    },
    // Undo is offered once the card has gone, so it never brings back the card still leaving.
    onPassed: (candidate) =>
      cardExit.leave('passed', () => {
        deck.next();
        undo.offer(candidate);
      }),
  });
  const busy = actions.isBusy || undo.isPending || cardExit.exit !== null;
  useEffect(() => {
    if (!focusPass || busy) return;
    passButton.current?.focus();
    setFocusPass(false);
  }, [focusPass, busy]);
  const count = deck.remaining.length;
  const current = deck.current;
  // Held apart from `current`: a report or block takes the card away while the sheet closes.
  const [safety, setSafety] = useState<{ person: SafetyPerson; action: SafetyAction } | null>(null);
  const openSafety = (candidate: Candidate, action: 'report' | 'block') =>
    setSafety({ person: { id: candidate.userId, name: displayName(candidate) }, action });

  return (
    <>
      {/* data-card-returning: the card after this row, brought back by Undo, comes in the way it
          went out (styles.css), leaving the card's own markup alone. */}
      <div
        data-card-returning={deck.returned || undefined}
        className="flex items-start justify-between gap-3"
      >
        <p
          aria-live="polite"
          className="-mt-2 rounded-full border border-lilac-300/40 bg-night-800/80 px-3 py-1 text-sm font-medium text-lilac-200"
        >
          {count} {count === 1 ? 'match' : 'matches'}
        </p>
        {undo.passed && (
          <UndoPassButton
            passed={undo.passed}
            pending={undo.isPending}
            disabled={busy}
            onUndo={undo.undo}
          />
        )}
      </div>
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
                ref={passButton}
                type="button"
                aria-label="Next person"
                disabled={busy}
                onClick={() => actions.pass(current)}
                className={`${roundAction} border border-night-500 bg-night-800 text-star hover:bg-night-700`}
              >
                <ArrowRightIcon />
              </button>
              <button
                type="button"
                aria-label={`Like ${displayName(current)}`}
                disabled={busy}
                onClick={() => actions.like(current)}
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
