import { REDIRECT_DELAYS_MS } from '@starmatch/contracts/constants';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/lib/paths';
import { AUTH_TOASTS } from '../auth-toasts';

/** A reset link without its token: say so, then take the person to sign in. */
export function InvalidResetLink() {
  const navigate = useNavigate();
  const toastShown = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; one toast is enough.
    if (!toastShown.current) {
      toastShown.current = true;
      toast({ variant: 'destructive', ...AUTH_TOASTS.invalidResetLink });
    }
    const timer = setTimeout(
      () => void navigate(paths.login),
      REDIRECT_DELAYS_MS.missingResetToken,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-lg text-star">{AUTH_TOASTS.invalidResetLink.description}</p>
      <p className="text-haze">Taking you to sign in...</p>
      <ButtonLink to={paths.forgotPassword} variant="secondary" size="lg" className="w-full">
        Request a new link
      </ButtonLink>
    </div>
  );
}
