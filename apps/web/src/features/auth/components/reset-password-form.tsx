import { PASSWORD_LIMITS, REDIRECT_DELAYS_MS } from '@starmatch/contracts/constants';
import { resetPasswordFormSchema } from '@starmatch/contracts/password-reset';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { toast } from '@/components/ui/use-toast';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { useFormState } from '@/hooks/use-form-state';
import { serverMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { useResetPassword } from '../api/password-reset';
import { AUTH_TOASTS, resetFailedDescription } from '../auth-toasts';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const reset = useResetPassword();
  const form = useFormState({ password: '', confirmPassword: '' });
  const { values } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validate(resetPasswordFormSchema, values);
    if (!result.ok) return;
    reset.mutate(
      { token, password: result.data.password },
      {
        onSuccess: ({ message }) => {
          const { title, fallback } = AUTH_TOASTS.resetSucceeded;
          toast({ title, description: message || fallback, followsNavigation: true });
          later(() => void navigate(paths.login), REDIRECT_DELAYS_MS.afterResetPassword);
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: AUTH_TOASTS.resetFailed.title,
            description: resetFailedDescription(serverMessage(error)),
          });
        },
      },
    );
  };

  const busy = reset.isPending || reset.isSuccess;
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <PasswordField
        label="New password"
        minChars={PASSWORD_LIMITS.resetMin}
        {...form.field('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {reset.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
