import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { PasswordField } from '@/components/ui/password-field';
import { useFormState } from '@/hooks/use-form-state';
import { onDemandModule } from '@/lib/on-demand-module';
import { appealPath, paths } from '@/lib/paths';
import { useLogin } from '../api/login';
import { emailFromLoginState } from '../login-state';
import type { SignInRefusal } from './login-submit';

// Checking and sending the form needs the contract's schema, and zod with it: a fifth of the
// sign-in page's JavaScript. It loads when the person first focuses or presses in the form.
const submission = onDemandModule(() => import('./login-submit'));

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const location = useLocation();
  // Filled in when sign-up or verification brought the person here.
  const form = useFormState({ email: emailFromLoginState(location.state), password: '' });
  const busy = login.isPending || login.isSuccess;
  const [refusal, setRefusal] = useState<SignInRefusal | null>(null);

  return (
    <form
      ref={form.formRef}
      noValidate
      {...submission.submitsWith(({ submitLogin }) =>
        submitLogin({ form, login, navigate, onRefused: setRefusal }),
      )}
      className="flex flex-col gap-5"
    >
      <EmailField {...form.field('email')} />
      <PasswordField label="Password" {...form.field('password')} />
      <Link
        to={paths.forgotPassword}
        className="-mt-2 inline-flex min-h-11 items-center self-end rounded-lg text-sm font-medium text-gold-200 underline hover:text-gold-100"
      >
        Forgot password?
      </Link>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      {refusal && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-xl border border-rose-400 px-4 py-3 text-center"
        >
          <p className="text-rose-200">{refusal.message}</p>
          <Link
            to={appealPath(refusal.appealToken)}
            className="inline-flex min-h-11 items-center justify-center rounded-lg font-medium text-gold-200 underline hover:text-gold-100"
          >
            Ask for a second look
          </Link>
        </div>
      )}
    </form>
  );
}
