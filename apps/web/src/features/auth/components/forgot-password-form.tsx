import { REDIRECT_DELAYS_MS } from '@starmatch/contracts/constants';
import { forgotPasswordRequestSchema } from '@starmatch/contracts/password-reset';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { toast } from '@/components/ui/use-toast';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { useFormState } from '@/hooks/use-form-state';
import { serverMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset } from '../api/password-reset';
import { AUTH_TOASTS } from '../auth-toasts';

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const request = useRequestPasswordReset();
  const form = useFormState({ email: '' });
  const { values } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validate(forgotPasswordRequestSchema, values);
    if (!result.ok) return;
    request.mutate(result.data, {
      onSuccess: () => {
        // The same neutral words whether or not the account exists (docs/PRODUCT.md "Privacy").
        toast({ ...AUTH_TOASTS.forgotSucceeded, followsNavigation: true });
        later(() => void navigate(paths.login), REDIRECT_DELAYS_MS.afterForgotPassword);
      },
      onError: (error) => {
        const { title, fallback } = AUTH_TOASTS.forgotFailed;
        toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
      },
    });
  };

  if (request.isSuccess) {
    return (
      <p role="status" className="text-center text-lg leading-relaxed text-star">
        {AUTH_TOASTS.forgotSucceeded.description}
      </p>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <EmailField {...form.field('email')} />
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
