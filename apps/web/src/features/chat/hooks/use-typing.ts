import { TYPING_MS } from '@starmatch/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * My typing flag: raised on the first input, lowered after 2 s without input
 * or when the message is sent. `notify` tells the other side each change.
 */
export function useOwnTyping(notify: (isTyping: boolean) => void) {
  const typingRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  });

  const stop = useCallback(() => {
    clearTimeout(timerRef.current);
    if (!typingRef.current) return;
    typingRef.current = false;
    notifyRef.current(false);
  }, []);

  const onInput = useCallback(() => {
    if (!typingRef.current) {
      typingRef.current = true;
      notifyRef.current(true);
    }
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(stop, TYPING_MS.senderIdle);
  }, [stop]);

  useEffect(() => () => clearTimeout(timerRef.current), []);
  return { onInput, stop };
}

/** The other person's typing indicator; it clears itself 3 s after the last notice. */
export function useOtherTyping() {
  const [typing, setTyping] = useState(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = useCallback((isTyping: boolean) => {
    clearTimeout(timerRef.current);
    setTyping(isTyping);
    if (isTyping) timerRef.current = setTimeout(() => setTyping(false), TYPING_MS.displayClear);
  }, []);

  useEffect(() => () => clearTimeout(timerRef.current), []);
  return { typing, update };
}
