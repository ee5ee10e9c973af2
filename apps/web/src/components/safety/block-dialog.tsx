import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      title={SAFETY_TEXT.blockTitle(person.name)}
      description={SAFETY_TEXT.blockText}
      cancelLabel={SAFETY_TEXT.cancel}
      confirmLabel={SAFETY_TEXT.confirmBlock}
      pendingLabel={SAFETY_TEXT.blocking}
      pending={block.isPending}
      failure={failure}
      destructive
      onConfirm={confirm}
    />
  );
}
