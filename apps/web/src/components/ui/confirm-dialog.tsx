import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when it has one; focus goes back to it on closing. */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  /** What the person fills in before confirming (a note, a password), under the description. */
  children?: ReactNode;
  cancelLabel: string;
  /** A third way out, between Cancel and the confirm button. */
  otherAction?: ReactNode;
  confirmLabel: string;
  /** Said on the confirm button while the action runs; both buttons wait, and so does closing. */
  pendingLabel?: string;
  pending: boolean;
  /** Until what is asked for is filled in. */
  confirmDisabled?: boolean;
  /** The server's or a generic message when the action failed; the dialog stays open. */
  failure?: string | undefined;
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
      {props.trigger && <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogTitle>{props.title}</AlertDialogTitle>
        <AlertDialogDescription>{props.description}</AlertDialogDescription>
        {props.children}
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
          {props.otherAction}
          <Button
            variant={props.destructive ? 'destructive' : undefined}
            disabled={props.pending || props.confirmDisabled}
            onClick={props.onConfirm}
          >
            {props.pending ? (props.pendingLabel ?? props.confirmLabel) : props.confirmLabel}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
