import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { useUnmatch } from '../api/unmatch';
import { MATCHES_TEXT, MATCHES_TOASTS } from '../matches-text';

export interface UnmatchDialogProps {
  matchId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Unmatch and report': hands over to the report sheet, whose report ends the match too. */
  onReport: () => void;
}

/**
 * Confirms an unmatch; on success the dialog closes and the row leaves the list. 'Unmatch and
 * report' goes to the report sheet instead (a report ends the match as well).
 */
export function UnmatchDialog({ matchId, name, open, onOpenChange, onReport }: UnmatchDialogProps) {
  const remove = useUnmatch();

  const confirm = () => {
    remove.mutate(matchId, {
      onSuccess: () => onOpenChange(false),
      // Closed first so the toast is heard: an open modal hides the page from screen readers.
      onError: () => {
        onOpenChange(false);
        toast(MATCHES_TOASTS.unmatchFailed);
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Unmatch with ${name}?`}
      description={MATCHES_TEXT.unmatchText}
      cancelLabel="Cancel"
      otherAction={
        <Button variant="secondary" disabled={remove.isPending} onClick={onReport}>
          Unmatch and report
        </Button>
      }
      confirmLabel="Yes, Unmatch"
      pending={remove.isPending}
      destructive
      onConfirm={confirm}
    />
  );
}
