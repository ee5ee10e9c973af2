import { isDeleteConfirmation } from '@starmatch/contracts/account';
import { DELETE_CONFIRMATION_TEXT } from '@starmatch/contracts/constants';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { isApiErrorWithCode, serverMessage } from '@/lib/error-message';
import { useDeleteAccount } from '../api/delete-account';
import { SETTINGS_TOASTS } from '../settings-toasts';

const ASKED_AT_FIRST = { confirmation: '', currentPassword: '' };

/** Answers about the password itself, shown under its field with the dialog left open. */
const PASSWORD_ERRORS = ['INCORRECT_PASSWORD', 'RATE_LIMITED', 'VALIDATION_FAILED'] as const;

/**
 * Account deletion behind a dialog that only acts once DELETE is typed exactly and the current
 * password is given (a session token alone must not erase the account).
 */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(ASKED_AT_FIRST);
  const [passwordError, setPasswordError] = useState<string>();
  const field = (name: keyof typeof asked) => ({
    name,
    value: asked[name],
    onChange: (value: string) => setAsked((previous) => ({ ...previous, [name]: value })),
  });

  const forget = () => {
    setAsked(ASKED_AT_FIRST);
    setPasswordError(undefined);
  };

  // Closing the dialog any way (Cancel, Escape) forgets what was typed.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) forget();
  };

  const confirm = () => {
    setPasswordError(undefined);
    remove.mutate(
      { currentPassword: asked.currentPassword },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ ...SETTINGS_TOASTS.accountDeleted, followsNavigation: true });
          onDeleted();
        },
        onError: (error) => {
          const message = serverMessage(error);
          if (message && PASSWORD_ERRORS.some((code) => isApiErrorWithCode(error, code))) {
            setPasswordError(message);
            return;
          }
          // Closed so the toast is heard: an open modal hides the rest of the page,
          // toasts included, from screen readers.
          setOpen(false);
          forget();
          toast({ variant: 'destructive', ...SETTINGS_TOASTS.deleteFailed, description: message });
        },
      },
    );
  };

  return (
    <Card className="border-rose-400/50">
      <CardHeader>
        <CardTitle className="text-rose-300">Danger Zone</CardTitle>
        <CardDescription className="text-base">
          Deleting your account removes your profile, photos, matches and messages for good.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={onOpenChange}
          trigger={
            <Button variant="destructive" className="w-full sm:w-auto">
              Delete account
            </Button>
          }
          title="Delete your account?"
          description="This permanently deletes your account, profile, photos, matches and messages. It cannot be undone."
          cancelLabel="Cancel"
          confirmLabel="Delete my account"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          confirmDisabled={
            !isDeleteConfirmation(asked.confirmation) || asked.currentPassword === ''
          }
          destructive
          onConfirm={confirm}
        >
          <TextField
            label={`Type ${DELETE_CONFIRMATION_TEXT} to confirm`}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            {...field('confirmation')}
          />
          <PasswordField
            label="Current password"
            hint="We ask for it so that nobody else can delete your account."
            error={passwordError}
            {...field('currentPassword')}
          />
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
