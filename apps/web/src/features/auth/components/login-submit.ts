import { loginRequestSchema } from '@starmatch/contracts/auth';
import { REDIRECT_DELAYS_MS } from '@starmatch/contracts/constants';
import { errorBodySchema } from '@starmatch/contracts/errors';
import type { NavigateFunction } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import type { useFormState } from '@/hooks/use-form-state';
import { ApiError } from '@/lib/api-client';
import { reloadTo } from '@/lib/browser-location';
import { isApiErrorWithCode, serverMessage } from '@/lib/error-message';
import { paths, verifyEmailPath } from '@/lib/paths';
import { setSessionToken } from '@/lib/session-token';
import type { useLogin } from '../api/login';
import { AUTH_TOASTS } from '../auth-toasts';

/** A suspended or banned account's refusal, to someone who gave its password, with its appeal link. */
export interface SignInRefusal {
  message: string;
  appealToken: string;
}

/** The refusal's appeal token, when the API sent one (only past the right password). */
function appealTokenOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = errorBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data.appealToken : undefined;
}

export interface LoginSubmit {
  form: ReturnType<typeof useFormState<{ email: string; password: string }>>;
  login: ReturnType<typeof useLogin>;
  navigate: NavigateFunction;
  /** Shows the refusal under the form, with the link to appeal it; null clears it. */
  onRefused: (refusal: SignInRefusal | null) => void;
}

/** The sign-in form sent: loaded on demand by login-form.tsx, with the contract's schema. */
export function submitLogin({ form, login, navigate, onRefused }: LoginSubmit): void {
  const result = form.validate(loginRequestSchema, form.values);
  if (!result.ok) return;
  const { email } = result.data;
  onRefused(null);

  login.mutate(result.data, {
    onSuccess: ({ sessionToken }) => {
      setSessionToken(sessionToken);
      // A full reload rather than a client-side hop: the app starts over with
      // the new session. Not tied to this screen, so it happens even if it unmounts.
      setTimeout(() => reloadTo(paths.home), REDIRECT_DELAYS_MS.afterLogin);
    },
    onError: (error) => {
      if (isApiErrorWithCode(error, 'EMAIL_NOT_VERIFIED')) {
        const { title, fallback } = AUTH_TOASTS.emailNotVerified;
        toast({ title, description: serverMessage(error) ?? fallback, followsNavigation: true });
        void navigate(verifyEmailPath(email));
        return;
      }
      const appealToken = appealTokenOf(error);
      const message = serverMessage(error);
      if (appealToken && message) {
        onRefused({ message, appealToken });
        return;
      }
      const { title, fallback } = AUTH_TOASTS.loginFailed;
      toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
    },
  });
}
