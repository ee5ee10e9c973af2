import {
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
} from '@starmatch/contracts/auth';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { toast } from '@/components/ui/use-toast';
import { VerificationCodeField } from '@/components/ui/verification-code-field';
import { useFormState } from '@/hooks/use-form-state';
import { serverMessage } from '@/lib/error-message';
import { useVerifyEmail } from '../api/verify-email';
import { AUTH_TOASTS } from '../auth-toasts';
import { useResendCode } from '../hooks/use-resend-code';

export interface VerifyEmailFormProps {
  /** The address from the link, if it held a valid one; otherwise the form asks for it. */
  knownEmail: string | undefined;
  onVerified: (message: string, email: string) => void;
}

export function VerifyEmailForm({ knownEmail, onVerified }: VerifyEmailFormProps) {
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const form = useFormState({ email: knownEmail ?? '', code: '' });
  const { values } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validate(verifyEmailRequestSchema, values);
    if (!result.ok) return;
    verify.mutate(result.data, {
      onSuccess: ({ message }) => onVerified(message, result.data.email),
      onError: (error) => {
        const { title, fallback } = AUTH_TOASTS.verificationFailed;
        toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
      },
    });
  };

  const onResend = () => {
    const result = form.validate(resendVerificationRequestSchema, { email: values.email });
    if (result.ok) resend.send(result.data.email);
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {knownEmail === undefined && <EmailField {...form.field('email')} />}
      <VerificationCodeField {...form.field('code')} />
      <Button
        type="submit"
        size="lg"
        disabled={verify.isPending || verify.isSuccess}
        className="w-full"
      >
        {verify.isPending ? 'Verifying...' : 'Verify Email'}
      </Button>
      <div className="flex flex-col items-center gap-1 text-center text-sm text-haze">
        <span>Didn&rsquo;t get it, or has it expired?</span>
        <Button variant="ghost" disabled={resend.isPending} onClick={onResend}>
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </Button>
      </div>
    </form>
  );
}
