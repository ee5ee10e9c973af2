import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailField } from '@/components/ui/email-field';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/error-message';
import { useUpdateEmail } from '../api/update-email';
import { SETTINGS_TOASTS } from '../settings-toasts';

export interface AccountCardProps {
  email: string;
  /** After the server took the new email, so the signed-in user is read again. */
  onEmailChanged: () => unknown;
}

/** docs/PRODUCT.md "Account settings": view, edit, save or cancel (cancel restores the current email). */
export function AccountCard({ email, onEmailChanged }: AccountCardProps) {
  const update = useUpdateEmail();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(email);

  const startEditing = () => {
    setDraft(email);
    setEditing(true);
  };

  const cancel = () => {
    setDraft(email);
    setEditing(false);
  };

  const save = () => {
    update.mutate(
      { email: draft },
      {
        onSuccess: ({ message }) => {
          toast({ ...SETTINGS_TOASTS.emailUpdated, description: message });
          setEditing(false);
          onEmailChanged();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            ...SETTINGS_TOASTS.emailFailed,
            description: serverMessage(error),
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Management</CardTitle>
      </CardHeader>
      <CardContent>
        {editing ? (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (draft.includes('@') && !update.isPending) save();
            }}
          >
            <EmailField value={draft} onChange={(value) => setDraft(value)} />
            <div className="flex gap-3">
              <Button
                type="submit"
                className="flex-1"
                disabled={!draft.includes('@') || update.isPending}
              >
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
              <Button
                variant="secondary"
                className="flex-1"
                onClick={cancel}
                disabled={update.isPending}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-haze">Email</p>
              <p className="font-semibold break-all">{email}</p>
            </div>
            <Button variant="secondary" onClick={startEditing} aria-label="Edit email">
              Edit
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
