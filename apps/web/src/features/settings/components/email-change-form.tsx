import { updateEmailRequestSchema } from '@starmatch/contracts/email-change';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { PasswordField } from '@/components/ui/password-field';
import { toast } from '@/components/ui/use-toast';
import { useFormState } from '@/hooks/use-form-state';
import { isApiErrorWithCode, serverMessage } from '@/lib/error-message';
import { useUpdateEmail } from '../api/update-email';
import { SETTINGS_TOASTS } from '../settings-toasts';

export interface EmailChangeFormProps {
  email: string;
  /** The server took the request: a code is on its way to `pendingEmail`. */
  onRequested: () => void;
  onCancel: () => void;
}

/**
 * Editing the email: the new address and the current password, so that someone holding only a
 * session cannot move the account. Save follows docs/PRODUCT.md "Account settings": disabled
 * until the text contains @, and while saving; Cancel puts the current email back.
 */
export function EmailChangeForm({ email, onRequested, onCancel }: EmailChangeFormProps) {
  const update = useUpdateEmail();
  const form = useFormState({ email, currentPassword: '' });
  const { values, setErrors } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values.email.includes('@') || update.isPending) return;
    const result = form.validate(updateEmailRequestSchema, values);
    if (!result.ok) return;
    update.mutate(result.data, {
      onSuccess: onRequested,
      onError: (error) => {
        const message = serverMessage(error);
        toast({ variant: 'destructive', ...SETTINGS_TOASTS.emailFailed, description: message });
        // Under the field it is about, too, so it is still there once the toast has gone.
        if (isApiErrorWithCode(error, 'INCORRECT_PASSWORD')) {
          setErrors({ currentPassword: message });
        } else if (
          isApiErrorWithCode(error, 'EMAIL_TAKEN') ||
          isApiErrorWithCode(error, 'VALIDATION_FAILED')
        ) {
          setErrors({ email: message });
        }
      },
    });
  };

  return (
    <form ref={form.formRef} noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      <EmailField {...form.field('email')} />
      <PasswordField
        label="Current password"
        hint="We ask for it so that nobody else can change your email."
        {...form.field('currentPassword')}
      />
      <div className="flex gap-3">
        <Button
          type="submit"
          className="flex-1"
          disabled={!values.email.includes('@') || update.isPending}
        >
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button
          variant="secondary"
          className="flex-1"
          onClick={onCancel}
          disabled={update.isPending}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
