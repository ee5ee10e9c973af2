import type { BlockedPerson } from '@starmatch/contracts/blocks';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      title={BLOCKED_TEXT.confirmTitle(person.fullName)}
      description={BLOCKED_TEXT.confirmText}
      cancelLabel={BLOCKED_TEXT.cancel}
      confirmLabel={BLOCKED_TEXT.unblock}
      pendingLabel={BLOCKED_TEXT.unblocking}
      pending={unblock.isPending}
      failure={failure}
      onConfirm={confirm}
    />
  );
}
