import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Said on the confirm button while the action runs; both buttons wait, and so does closing. */
  pendingLabel: string;
  pending: boolean;
  /** The server's or a generic message when the action failed; the dialog stays open. */
  failure?: string;
  destructive?: boolean;
  onConfirm: () => void;
}

/** A yes/no question before an action that a person should not take by accident. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const changeOpen = (next: boolean) => {
    if (!props.pending) props.onOpenChange(next);
  };
  return (
    <AlertDialog open={props.open} onOpenChange={changeOpen}>
      <AlertDialogContent>
        <AlertDialogTitle>{props.title}</AlertDialogTitle>
        <AlertDialogDescription>{props.description}</AlertDialogDescription>
        {props.failure && (
          <p role="alert" className="text-sm font-medium text-rose-300">
            {props.failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={props.pending}>
              {props.cancelLabel}
            </Button>
          </AlertDialogCancel>
          <Button
            variant={props.destructive ? 'destructive' : undefined}
            disabled={props.pending}
            onClick={props.onConfirm}
          >
            {props.pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
