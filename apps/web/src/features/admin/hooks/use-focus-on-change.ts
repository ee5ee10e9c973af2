import { useEffect, useRef } from 'react';

/**
 * Focuses the element when `key` changes after the first render: a new step (the next report,
 * or the empty queue) is announced from its heading, and Tab carries on from there rather than
 * from a button that no longer exists. The first render leaves focus where the page put it.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
