import { loginRequestSchema } from '@starmatch/contracts/auth';
import { REDIRECT_DELAYS_MS } from '@starmatch/contracts/constants';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { useFormState } from '@/hooks/use-form-state';
import { reloadTo } from '@/lib/browser-location';
import { isApiErrorWithCode, serverMessage } from '@/lib/error-message';
import { paths, verifyEmailPath } from '@/lib/paths';
import { setSessionToken } from '@/lib/session-token';
import { useLogin } from '../api/login';
import { AUTH_TOASTS } from '../auth-toasts';
import { emailFromLoginState } from '../login-state';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const location = useLocation();
  // Filled in when sign-up or verification brought the person here.
  const form = useFormState({ email: emailFromLoginState(location.state), password: '' });
  const { values, errors, setField } = form;
  const busy = login.isPending || login.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validate(loginRequestSchema, values);
    if (!result.ok) return;
    const { email } = result.data;

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
          toast({ title, description: serverMessage(error) ?? fallback });
          void navigate(verifyEmailPath(email));
          return;
        }
        const { title, fallback } = AUTH_TOASTS.loginFailed;
        toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
      },
    });
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <EmailField
        value={values.email}
        onChange={(value) => setField('email', value)}
        error={errors.email}
      />
      <Field label="Password" error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => setField('password', event.target.value)}
          />
        )}
      </Field>
      <Link
        to={paths.forgotPassword}
        className="-mt-2 inline-flex min-h-11 items-center self-end rounded-lg text-sm font-medium text-gold-200 underline hover:text-gold-100"
      >
        Forgot password?
      </Link>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
