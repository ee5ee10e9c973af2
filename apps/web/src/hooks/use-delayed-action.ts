import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a callback after a delay (docs/PRODUCT.md's "go to /login after 2 s"), and
 * forgets it if the screen goes away first so a stale redirect never fires.
 */
export function useDelayedAction(): (action: () => void, delayMs: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return useCallback((action: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      action();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}
