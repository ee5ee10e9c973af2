import { BETA_ANNOUNCEMENT, PRODUCT_NAME } from '@starmatch/contracts/constants';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useDeveloperShortcut } from '../hooks/use-developer-shortcut';
import { WaitlistBlurbs } from './waitlist-blurbs';
import { WaitlistConfirmation } from './waitlist-confirmation';
import { WaitlistCount } from './waitlist-count';
import { WaitlistForm } from './waitlist-form';

/** docs/PRODUCT.md "Waitlist landing page": the anonymous visitor's page before launch. */
export function WaitlistLanding() {
  const navigate = useNavigate();
  const [joined, setJoined] = useState(false);
  useDeveloperShortcut();

  return (
    <>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-10 px-5 pt-10 pb-10 sm:max-w-lg sm:pt-16">
        <header className="flex flex-col items-center gap-5 text-center">
          <p className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <span aria-hidden="true" className="text-gold-300">
              ✦
            </span>
            {PRODUCT_NAME}
          </p>
          <p className="rounded-full border border-lilac-300/50 bg-night-800/80 px-4 py-1.5 text-sm font-medium text-lilac-200">
            Early beta testing coming {BETA_ANNOUNCEMENT}
          </p>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            Find Your <span className="text-gold-300">Perfect Match</span>
          </h1>
          <p className="text-lg leading-relaxed text-haze">
            Over swipe burnout and superficial matching? Join us today.
          </p>
          <WaitlistCount />
        </header>

        <Card>
          <CardContent>
            {joined ? <WaitlistConfirmation /> : <WaitlistForm onJoined={() => setJoined(true)} />}
          </CardContent>
        </Card>

        <WaitlistBlurbs />
      </main>

      <footer className="mx-auto flex w-full max-w-lg flex-wrap items-center justify-center gap-x-4 px-5 pb-6 text-sm text-haze">
        <span>{PRODUCT_NAME} · for adults in New Zealand</span>
        <Link
          to={paths.terms}
          className="inline-flex min-h-11 items-center underline hover:text-star"
        >
          Terms &amp; Privacy
        </Link>
        <button
          type="button"
          onClick={() => void navigate(paths.login)}
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-xs text-haze/80 hover:text-star"
        >
          Developer Access
        </button>
      </footer>
    </>
  );
}
