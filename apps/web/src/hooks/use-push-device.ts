import { useCallback, useEffect, useState } from 'react';
import {
  currentPushSubscription,
  PUSH_TEXT,
  PushSetupError,
  pushSupported,
  turnOffPush,
  turnOnPush,
} from '@/lib/push-device';

/** Whether this device has push on, and turning it on or off (on only from a click). */
export function usePushDevice() {
  const supported = pushSupported();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(supported ? null : PUSH_TEXT.unsupported);

  useEffect(() => {
    if (!supported) return;
    if (Notification.permission === 'denied') setProblem(PUSH_TEXT.denied);
    let live = true;
    void currentPushSubscription().then((subscription) => {
      if (live) setOn(subscription !== null);
    });
    return () => {
      live = false;
    };
  }, [supported]);

  const toggle = useCallback(async (wanted: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (wanted) await turnOnPush();
      else await turnOffPush();
      setOn(wanted);
      return true;
    } catch (error) {
      setProblem(error instanceof PushSetupError ? error.message : PUSH_TEXT.failed);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { supported, on, busy, problem, toggle };
}
