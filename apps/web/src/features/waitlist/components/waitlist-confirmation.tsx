import { BETA_ANNOUNCEMENT, PRODUCT_NAME } from '@starmatch/contracts/constants';

export function WaitlistConfirmation() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
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
