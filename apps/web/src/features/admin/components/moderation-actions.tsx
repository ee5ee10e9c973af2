import {
  type AdminReport,
  MODERATION_ACTIONS,
  type ModerationAction,
  resolveReportRequestSchema,
} from '@starmatch/contracts/moderation';
import { MODERATION_NOTE_MAX_LENGTH } from '@starmatch/contracts/safety-limits';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { validateForm } from '@/lib/validate-form';
import {
  ACTION_EFFECTS,
  ACTION_LABELS,
  ADMIN_TEXT,
  ALREADY_RESOLVED_TOAST,
  confirmText,
  resolvedToast,
} from '../admin-text';
import { useResolveReport } from '../api/resolve-report';

type LockingAction = 'suspend' | 'ban';

function locksOut(action: ModerationAction): action is LockingAction {
  return action === 'suspend' || action === 'ban';
}

/** The note and the four actions; suspend and ban ask first. */
export function ModerationActions({ report }: { report: AdminReport }) {
  const id = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState<LockingAction | null>(null);
  const resolve = useResolveReport();
  const name = report.reported.fullName;

  /** The request body, or undefined with the note's problem shown and focused. */
  const validated = (action: ModerationAction) => {
    const checked = validateForm(resolveReportRequestSchema, { action, note });
    if (checked.ok) return checked.data;
    setConfirming(null);
    setNoteError(checked.errors.note);
    noteRef.current?.focus();
    return undefined;
  };

  const submit = (action: ModerationAction) => {
    const body = validated(action);
    if (!body) return;
    setFailure(undefined);
    resolve.mutate(
      { reportId: report.id, action, note: body.note ?? '' },
      {
        // The queue moves on by itself (the report leaves it); the toast says what was done.
        onSuccess: () => toast(resolvedToast(action, name)),
        onError: (error) => {
          setConfirming(null);
          if (error instanceof ApiError && error.status === 409) {
            // Someone else got there first: their decision stands, and the queue is refreshed
            // (resolve-report.ts invalidates it), so the report leaves it.
            toast(ALREADY_RESOLVED_TOAST);
            return;
          }
          // A 4xx says what was wrong in words meant for people; a 5xx's text is not.
          const fromServer =
            error instanceof ApiError && error.status < 500 ? serverMessage(error) : undefined;
          setFailure(fromServer ?? ADMIN_TEXT.resolveFailed);
        },
      },
    );
  };

  const choose = (action: ModerationAction) => {
    if (!locksOut(action)) submit(action);
    else if (validated(action)) setConfirming(action);
  };

  const dialog = confirming && confirmText(confirming, name);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        {ADMIN_TEXT.decision}
      </h3>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>{ADMIN_TEXT.noteLabel}</Label>
        <Textarea
          ref={noteRef}
          id={`${id}-note`}
          rows={3}
          value={note}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={[`${id}-hint`, noteError && `${id}-error`].filter(Boolean).join(' ')}
          disabled={resolve.isPending}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(undefined);
          }}
        />
        <div className="flex justify-between gap-3 text-sm text-haze">
          <p id={`${id}-hint`}>{ADMIN_TEXT.noteHint}</p>
          <p aria-hidden="true">
            {note.length}/{MODERATION_NOTE_MAX_LENGTH}
          </p>
        </div>
        <FieldError id={`${id}-error`} message={noteError} />
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {MODERATION_ACTIONS.map((action) => (
          <li key={action} className="flex flex-col gap-1">
            <Button
              variant={locksOut(action) ? 'destructive' : 'secondary'}
              disabled={resolve.isPending}
              aria-describedby={`${id}-${action}`}
              onClick={() => choose(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
            <p id={`${id}-${action}`} className="px-2 text-center text-xs text-haze">
              {ACTION_EFFECTS[action]}
            </p>
          </li>
        ))}
      </ul>
      {failure && (
        <p role="alert" className="rounded-xl border border-rose-400 px-4 py-3 text-rose-300">
          {failure}
        </p>
      )}
      {dialog && confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={dialog.title}
          description={dialog.description}
          cancelLabel={ADMIN_TEXT.cancel}
          confirmLabel={dialog.confirm}
          pending={resolve.isPending}
          destructive
          onConfirm={() => submit(confirming)}
        />
      )}
    </section>
  );
}
