import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePushDevice } from '@/hooks/use-push-device';

export const PUSH_OFFER_TEXT = {
  title: 'Know when they write back',
  body: 'Turn on notifications to hear about new messages while you’re away.',
  turnOn: 'Turn on notifications',
  notNow: 'Not now',
} as const;

/** Set once the person answered the offer either way: it is never shown again. */
export const PUSH_OFFER_STORAGE_KEY = 'pushOfferAnswered';

function answered(): boolean {
  return localStorage.getItem(PUSH_OFFER_STORAGE_KEY) !== null;
}

/**
 * Shown with a person's first match, the moment notifications start to matter. The browser's
 * permission prompt comes only from the 'Turn on notifications' click, never on load.
 */
export function PushOffer() {
  const push = usePushDevice();
  const [hidden, setHidden] = useState(answered);
  if (hidden || !push.supported || push.on) return null;
  if (typeof Notification !== 'undefined' && Notification.permission === 'denied') return null;

  const close = (answer: 'on' | 'not-now') => {
    localStorage.setItem(PUSH_OFFER_STORAGE_KEY, answer);
    setHidden(true);
  };
  const turnOn = async () => {
    if (await push.toggle(true)) close('on');
  };

  return (
    <section
      aria-labelledby="push-offer-title"
      className="flex flex-col gap-3 rounded-3xl border border-gold-300/50 bg-night-900/80 p-5"
    >
      <h2 id="push-offer-title" className="text-lg font-semibold">
        {PUSH_OFFER_TEXT.title}
      </h2>
      <p className="text-haze">{PUSH_OFFER_TEXT.body}</p>
      {push.problem && (
        <p role="alert" className="text-sm text-rose-300">
          {push.problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void turnOn()} disabled={push.busy} aria-busy={push.busy}>
          {PUSH_OFFER_TEXT.turnOn}
        </Button>
        <Button variant="secondary" onClick={() => close('not-now')}>
          {PUSH_OFFER_TEXT.notNow}
        </Button>
      </div>
    </section>
  );
}
