import { isDeleteConfirmation } from '@starmatch/contracts/account';
import { DELETE_CONFIRMATION_TEXT } from '@starmatch/contracts/constants';
import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/error-message';
import { useDeleteAccount } from '../api/delete-account';
import { SETTINGS_TOASTS } from '../settings-toasts';

/** Account deletion behind a dialog that only acts once DELETE is typed exactly. */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
  const inputId = useId();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');

  // Closing the dialog any way (Cancel, Escape) forgets what was typed.
  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) setTyped('');
  };

  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ ...SETTINGS_TOASTS.accountDeleted, followsNavigation: true });
        onDeleted();
      },
      // Closed so the toast is heard: an open modal hides the rest of the page,
      // toasts included, from screen readers.
      onError: (error) => {
        setOpen(false);
        setTyped('');
        toast({
          variant: 'destructive',
          ...SETTINGS_TOASTS.deleteFailed,
          description: serverMessage(error),
        });
      },
    });
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
        <AlertDialog open={open} onOpenChange={onOpenChange}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" className="w-full sm:w-auto">
              Delete account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently deletes your account, profile, photos, matches and messages. It
              cannot be undone.
            </AlertDialogDescription>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={inputId}>Type {DELETE_CONFIRMATION_TEXT} to confirm</Label>
              <Input
                id={inputId}
                value={typed}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialogCancel asChild>
                <Button variant="secondary" disabled={remove.isPending}>
                  Cancel
                </Button>
              </AlertDialogCancel>
              <Button
                variant="destructive"
                disabled={!isDeleteConfirmation(typed) || remove.isPending}
                onClick={confirm}
              >
                {remove.isPending ? 'Deleting...' : 'Delete my account'}
              </Button>
            </div>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
