import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/reduced-motion';

export type CardExit = 'liked' | 'passed';

/** Longer than the exit animation (styles.css `card-exit-*`): the move happens even unseen. */
const EXIT_FALLBACK_MS = 450;

/**
 * A card that leaves the way it went, as on Tinder: right for a like, left for a pass, and only
 * then the next one. `leave` runs `then` once the animation ends (or at once under reduced motion,
 * or after a fallback if the animation never reports its end, e.g. in a hidden tab).
 */
export function useCardExit() {
  const [exit, setExit] = useState<CardExit | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const fallback = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(fallback.current), []);

  const finish = () => {
    const then = pending.current;
    pending.current = null;
    clearTimeout(fallback.current);
    setExit(null);
    then?.();
  };

  const leave = (way: CardExit, then: () => void) => {
    if (prefersReducedMotion()) {
      then();
      return;
    }
    pending.current = then;
    setExit(way);
    fallback.current = setTimeout(finish, EXIT_FALLBACK_MS);
  };

  return { exit, leave, finish };
}
