import type { BlockedPerson } from '@starmatch/contracts/blocks';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/error-message';
import { useUnblock } from '../api/unblock';
import { BLOCKED_TEXT, BLOCKED_TOASTS } from '../safety-text';

export interface UnblockDialogProps {
  person: BlockedPerson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Confirms an unblock; on success it closes, says so, and the person leaves the list. */
export function UnblockDialog({ person, open, onOpenChange }: UnblockDialogProps) {
  const unblock = useUnblock();
  const [failure, setFailure] = useState<string>();

  const changeOpen = (next: boolean) => {
    if (unblock.isPending) return;
    setFailure(undefined);
    onOpenChange(next);
  };

  const confirm = () => {
    setFailure(undefined);
    unblock.mutate(person.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast(BLOCKED_TOASTS.unblocked(person.fullName));
      },
      onError: (error) => setFailure(serverMessage(error) ?? BLOCKED_TEXT.failed),
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent>
        <AlertDialogTitle>{BLOCKED_TEXT.confirmTitle(person.fullName)}</AlertDialogTitle>
        <AlertDialogDescription>{BLOCKED_TEXT.confirmText}</AlertDialogDescription>
        {failure && (
          <p role="alert" className="text-sm font-medium text-rose-300">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={unblock.isPending}>
              {BLOCKED_TEXT.cancel}
            </Button>
          </AlertDialogCancel>
          <Button disabled={unblock.isPending} onClick={confirm}>
            {unblock.isPending ? BLOCKED_TEXT.unblocking : BLOCKED_TEXT.unblock}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
