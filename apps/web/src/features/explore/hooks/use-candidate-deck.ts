import type { Candidate } from '@starmatch/contracts/candidates';
import { useState } from 'react';

/**
 * Which candidate shows. Next cycles through the list and wraps at the end
 * (docs/PRODUCT.md "Likes and match requests"). A liked candidate leaves the list, so the one after it
 * takes its place. `view` changes on every move so the card (and its photo
 * index) starts over even when the list has one person. An undone pass brings its person back as
 * the current card (`returned` until the next move, for the card's way back in).
 */
export function useCandidateDeck(candidates: readonly Candidate[]) {
  const [position, setPosition] = useState(0);
  const [view, setView] = useState(0);
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());
  // People brought back who were not in the loaded list (a reload since the pass).
  const [added, setAdded] = useState<readonly Candidate[]>([]);
  const [returned, setReturned] = useState(false);
  const remaining = [...candidates, ...added].filter((c) => !liked.has(c.userId));
  const index = remaining.length === 0 ? 0 : position % remaining.length;

  const next = () => {
    setPosition(remaining.length === 0 ? 0 : (index + 1) % remaining.length);
    setView((v) => v + 1);
    setReturned(false);
  };

  const drop = (userId: string) => {
    setLiked((previous) => new Set(previous).add(userId));
    // The next candidate slides into this index; past the end it wraps to the first.
    setPosition(index);
    setView((v) => v + 1);
    setReturned(false);
  };

  const bringBack = (candidate: Candidate) => {
    const at = remaining.findIndex((c) => c.userId === candidate.userId);
    if (at === -1) setAdded((previous) => [...previous, candidate]);
    setPosition(at === -1 ? remaining.length : at);
    setView((v) => v + 1);
    setReturned(true);
  };

  return { remaining, current: remaining[index], view, returned, next, drop, bringBack };
}
