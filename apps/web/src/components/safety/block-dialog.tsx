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
import { useBlockUser } from '@/hooks/use-block-user';
import { serverMessage } from '@/lib/error-message';
import type { SafetyPerson } from './report-sheet';
import { SAFETY_TEXT, SAFETY_TOASTS } from './safety-text';

export interface BlockDialogProps {
  person: SafetyPerson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the block took: e.g. the chat leaves the conversation. */
  onBlocked?: () => void;
}

/** Confirms a block; on success it closes, says so in a toast, and the person leaves the lists. */
export function BlockDialog({ person, open, onOpenChange, onBlocked }: BlockDialogProps) {
  const block = useBlockUser();
  const [failure, setFailure] = useState<string>();

  const changeOpen = (next: boolean) => {
    if (block.isPending) return;
    setFailure(undefined);
    onOpenChange(next);
  };

  const confirm = () => {
    setFailure(undefined);
    block.mutate(person.id, {
      onSuccess: (message) => {
        onBlocked?.();
        onOpenChange(false);
        toast({ ...SAFETY_TOASTS.blocked, description: message });
      },
      onError: (error) => setFailure(serverMessage(error) ?? SAFETY_TEXT.failed),
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent>
        <AlertDialogTitle>{SAFETY_TEXT.blockTitle(person.name)}</AlertDialogTitle>
        <AlertDialogDescription>{SAFETY_TEXT.blockText}</AlertDialogDescription>
        {failure && (
          <p role="alert" className="text-sm font-medium text-rose-300">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={block.isPending}>
              {SAFETY_TEXT.cancel}
            </Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={block.isPending} onClick={confirm}>
            {block.isPending ? SAFETY_TEXT.blocking : SAFETY_TEXT.confirmBlock}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
