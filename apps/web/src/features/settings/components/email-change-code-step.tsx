import { VERIFICATION_CODE } from '@starmatch/contracts/constants';
import { confirmEmailChangeRequestSchema } from '@starmatch/contracts/email-change';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { VerificationCodeField } from '@/components/ui/verification-code-field';
import { useFormState } from '@/hooks/use-form-state';
import { isApiErrorWithCode, serverMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { useAbandonEmailChange } from '../api/abandon-email-change';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useResendEmailChangeCode } from '../api/resend-email-change-code';
import { SETTINGS_TOASTS } from '../settings-toasts';

export interface EmailChangeCodeStepProps {
  email: string;
  pendingEmail: string;
  /** True when the person just saved the new address, so focus goes to the code. */
  focusCode: boolean;
  /** The change is over (confirmed or cancelled): the screen shows the email again. */
  onDone: () => void;
}

/**
 * The code sent to the new address finishes the change. Until then the account keeps its email,
 * and this step stays (across reloads too, from the user's pendingEmail) until it is entered or
 * cancelled.
 */
export function EmailChangeCodeStep({
  email,
  pendingEmail,
  focusCode,
  onDone,
}: EmailChangeCodeStepProps) {
  const queryClient = useQueryClient();
  const confirm = useConfirmEmailChange();
  const resend = useResendEmailChangeCode();
  const abandon = useAbandonEmailChange();
  const form = useFormState({ code: '' });
  const { values, errors, setField, setErrors } = form;
  const codeInput = useRef<HTMLInputElement>(null);
  const busy = confirm.isPending || abandon.isPending;

  useEffect(() => {
    if (focusCode) codeInput.current?.focus();
  }, [focusCode]);

  // Cancelled from the old address, replaced on another device, or expired: read the user again.
  const refreshWhenGone = (error: unknown) => {
    if (isApiErrorWithCode(error, 'NO_PENDING_EMAIL_CHANGE')) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = form.validate(confirmEmailChangeRequestSchema, values);
    if (!result.ok) return;
    confirm.mutate(result.data, {
      onSuccess: ({ message }) => {
        toast({ ...SETTINGS_TOASTS.emailUpdated, description: message });
        onDone();
      },
      onError: (error) => {
        const message = serverMessage(error);
        toast({ variant: 'destructive', ...SETTINGS_TOASTS.emailFailed, description: message });
        setErrors({ code: message });
        if (isApiErrorWithCode(error, 'EMAIL_TAKEN')) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
        }
        refreshWhenGone(error);
      },
    });
  };

  const onResend = () => {
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast({ ...SETTINGS_TOASTS.codeResent, description: message }),
      onError: (error) => {
        toast({
          variant: 'destructive',
          ...SETTINGS_TOASTS.resendFailed,
          description: serverMessage(error),
        });
        refreshWhenGone(error);
      },
    });
  };

  const onCancel = () => {
    abandon.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast({ ...SETTINGS_TOASTS.emailChangeCancelled, description: message });
        onDone();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          ...SETTINGS_TOASTS.cancelFailed,
          description: serverMessage(error),
        }),
    });
  };

  return (
    <form ref={form.formRef} noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      <div className="min-w-0">
        <p className="text-sm text-haze">Email</p>
        <p className="font-semibold break-all">{email}</p>
      </div>
      <p className="text-star">
        We sent a {VERIFICATION_CODE.length}-character code to{' '}
        <strong className="break-all">{pendingEmail}</strong>. Enter it to make that your email.
        Until then, you sign in with your current email.
      </p>
      <VerificationCodeField
        ref={codeInput}
        value={values.code}
        onChange={(value) => setField('code', value)}
        error={errors.code}
      />
      <div className="flex gap-3">
        <Button type="submit" className="flex-1" disabled={busy}>
          {confirm.isPending ? 'Confirming...' : 'Confirm'}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onCancel} disabled={busy}>
          {abandon.isPending ? 'Cancelling...' : 'Cancel'}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-1 text-center text-sm text-haze">
        <span>Didn&rsquo;t get it, or has it expired?</span>
        <Button variant="ghost" onClick={onResend} disabled={resend.isPending || busy}>
          {resend.isPending ? 'Sending...' : 'Resend'}
        </Button>
      </div>
    </form>
  );
}
