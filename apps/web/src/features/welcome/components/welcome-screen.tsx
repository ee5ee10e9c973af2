import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { FeatureBlurb } from '@/components/ui/feature-blurb';
import { paths, termsPath } from '@/lib/paths';
import { ChatIcon, ShieldIcon, ZodiacIcon } from './welcome-icons';

const linkClass = 'font-medium text-gold-200 underline hover:text-gold-100';

/** docs/PRODUCT.md "Welcome page": the anonymous visitor's way into sign-up or sign-in. */
export function WelcomeScreen() {
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-10 px-5 pt-12 pb-10 sm:max-w-lg sm:pt-20">
      <header className="flex flex-col items-center gap-5 text-center">
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-night-800 text-4xl text-gold-300 shadow-lg shadow-lilac-300/20 ring-1 ring-lilac-300/40"
        >
          ✦
        </span>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          Welcome to <span className="text-gold-300">{PRODUCT_NAME}</span>
        </h1>
        <p className="text-lg leading-relaxed text-haze">
          Meet people whose stars line up with yours. Matches are chosen by zodiac compatibility and
          the things you are looking for, for adults across New Zealand.
        </p>
      </header>

      <div className="flex flex-col gap-3">
        <ButtonLink to={paths.signup} size="lg" className="w-full">
          Create Your Profile
        </ButtonLink>
        <ButtonLink to={paths.login} variant="secondary" size="lg" className="w-full">
          Sign In
        </ButtonLink>
        <p className="mt-2 text-center text-sm leading-relaxed text-haze">
          By continuing you agree to our{' '}
          <Link to={paths.terms} className={linkClass}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={termsPath('privacy-policy')} className={linkClass}>
            Privacy Policy
          </Link>
          . {PRODUCT_NAME} is for adults aged 18 and over.
        </p>
      </div>

      <ul className="flex flex-col gap-3" aria-label={`Why ${PRODUCT_NAME}`}>
        <FeatureBlurb icon={<ZodiacIcon />} title="Zodiac Matching">
          Every suggestion comes with a compatibility score drawn from how your signs&rsquo;
          elements and energies fit together.
        </FeatureBlurb>
        <FeatureBlurb icon={<ChatIcon />} title="Real-time Chat">
          When you both say yes, start talking straight away and see when your match is typing.
        </FeatureBlurb>
        <FeatureBlurb icon={<ShieldIcon />} title="Safe & Secure">
          Adults only, verified email addresses, and you choose which ages and cities can see you.
          Block or report anyone, at any time.
        </FeatureBlurb>
      </ul>
      <p className="text-center text-haze">
        <Link to={paths.safety} className={linkClass}>
          Dating safety advice
        </Link>{' '}
        for meeting people in New Zealand.
      </p>
    </main>
  );
}
