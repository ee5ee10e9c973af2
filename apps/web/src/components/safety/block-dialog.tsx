import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { useBlockUser } from '@/hooks/use-block-user';
import { useUnblockUser } from '@/hooks/use-unblock-user';
import { serverMessage } from '@/lib/error-message';
import type { SafetyPerson } from './report-sheet';
import { SAFETY_TEXT, SAFETY_TOASTS } from './safety-text';

/** What the dialog asks to do: block someone from a '…' menu, or unblock them in Settings. */
export type BlockChange = 'block' | 'unblock';

export interface BlockDialogProps {
  change: BlockChange;
  person: SafetyPerson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the change took: e.g. the chat leaves the conversation. */
  onDone?: () => void;
}

const WORDS = {
  block: {
    title: SAFETY_TEXT.blockTitle,
    text: SAFETY_TEXT.blockText,
    confirm: SAFETY_TEXT.confirmBlock,
    pending: SAFETY_TEXT.blocking,
  },
  unblock: {
    title: SAFETY_TEXT.unblockTitle,
    text: SAFETY_TEXT.unblockText,
    confirm: SAFETY_TEXT.confirmUnblock,
    pending: SAFETY_TEXT.unblocking,
  },
} as const;

/**
 * Confirms a block or an unblock; on success it closes, says so in a toast, and the person leaves
 * the lists on screen.
 */
export function BlockDialog({ change, person, open, onOpenChange, onDone }: BlockDialogProps) {
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const [failure, setFailure] = useState<string>();
  const words = WORDS[change];

  const changeOpen = (next: boolean) => {
    setFailure(undefined);
    onOpenChange(next);
  };

  const done = (shown: { title: string; description?: string }) => {
    onDone?.();
    onOpenChange(false);
    toast(shown);
  };
  const onError = (error: Error) => setFailure(serverMessage(error) ?? SAFETY_TEXT.failed);

  const confirm = () => {
    setFailure(undefined);
    if (change === 'block') {
      block.mutate(person.id, {
        onSuccess: (message) => done({ ...SAFETY_TOASTS.blocked, description: message }),
        onError,
      });
    } else {
      unblock.mutate(person.id, {
        onSuccess: () => done(SAFETY_TOASTS.unblocked(person.name)),
        onError,
      });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      title={words.title(person.name)}
      description={words.text}
      cancelLabel={SAFETY_TEXT.cancel}
      confirmLabel={words.confirm}
      pendingLabel={words.pending}
      pending={change === 'block' ? block.isPending : unblock.isPending}
      failure={failure}
      destructive={change === 'block'}
      onConfirm={confirm}
    />
  );
}
