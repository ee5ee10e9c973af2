import { BETA_ANNOUNCEMENT, PRODUCT_NAME } from '@starmatch/contracts/constants';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/**
 * Shown in place of the form, which is taller: the page stays scrolled to where the submit
 * button was and the card's top would sit above the screen, so it scrolls itself into view.
 */
export function WaitlistConfirmation() {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    card.current?.scrollIntoView({ block: 'center', behavior });
  }, []);
  return (
    <div ref={card} role="status" className="flex flex-col items-center gap-3 py-4 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-gold-300/15 text-3xl text-gold-300 ring-1 ring-gold-300/50"
      >
        ✦
      </span>
      <h2 className="text-2xl font-bold tracking-tight">You're on the list!</h2>
      <p className="text-lg text-star">We'll email you as soon as {PRODUCT_NAME} launches</p>
      <p className="text-sm text-haze">
        Beta testing opens in {BETA_ANNOUNCEMENT}. Keep an eye on your inbox.
      </p>
    </div>
  );
}
