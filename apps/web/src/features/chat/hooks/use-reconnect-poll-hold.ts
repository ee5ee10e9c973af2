import { RECONNECT_POLL_HOLD_MS } from '@starmatch/contracts/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * True while a socket that was live is being opened again, for at most RECONNECT_POLL_HOLD_MS:
 * the chat's poll waits for the reconnect's own catch-up instead of racing it.
 */
export function useReconnectPollHold(online: boolean): boolean {
  const [held, setHeld] = useState(false);
  const wasOnline = useRef(online);
  useEffect(() => {
    const dropped = wasOnline.current && !online;
    wasOnline.current = online;
    if (online) {
      setHeld(false);
      return;
    }
    if (!dropped) return;
    setHeld(true);
    const timer = setTimeout(() => setHeld(false), RECONNECT_POLL_HOLD_MS);
    return () => clearTimeout(timer);
  }, [online]);
  return held;
}
