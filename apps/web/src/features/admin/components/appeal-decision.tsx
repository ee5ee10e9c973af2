import {
  type AdminAppeal,
  APPEAL_DECISIONS,
  type AppealDecision,
  decideAppealBodySchema,
} from '@starmatch/contracts/appeals';
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
import { useDecideAppeal } from '../api/appeals';
import { APPEALS_TEXT, confirmDecision, decidedToast } from '../appeals-text';

/** The note and the two decisions on an open appeal; each asks first. */
export function AppealDecisionForm({ appeal }: { appeal: AdminAppeal }) {
  const id = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState<AppealDecision | null>(null);
  const decide = useDecideAppeal();
  const name = appeal.person.fullName;

  const choose = (decision: AppealDecision) => {
    const checked = validateForm(decideAppealBodySchema, { decision, note });
    if (!checked.ok) {
      setNoteError(checked.errors.note);
      noteRef.current?.focus();
      return;
    }
    setFailure(undefined);
    setConfirming(decision);
  };

  const submit = (decision: AppealDecision) => {
    decide.mutate(
      { appealId: appeal.id, decision, note: note.trim() },
      {
        onSuccess: () => {
          setConfirming(null);
          toast(decidedToast(decision, name));
        },
        onError: (error) => {
          setConfirming(null);
          // A 4xx (decided already, or the moderator's own decision) says why in plain words.
          const fromServer =
            error instanceof ApiError && error.status < 500 ? serverMessage(error) : undefined;
          setFailure(fromServer ?? APPEALS_TEXT.decideFailed);
        },
      },
    );
  };

  const dialog = confirming && confirmDecision(confirming, name, appeal.sanction);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>{APPEALS_TEXT.noteLabel}</Label>
        <Textarea
          ref={noteRef}
          id={`${id}-note`}
          rows={3}
          value={note}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${id}-error` : undefined}
          disabled={decide.isPending}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(undefined);
          }}
        />
        <p aria-hidden="true" className="self-end text-sm text-haze">
          {note.length}/{MODERATION_NOTE_MAX_LENGTH}
        </p>
        <FieldError id={`${id}-error`} message={noteError} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {APPEAL_DECISIONS.map((decision) => (
          <Button
            key={decision}
            variant={decision === 'uphold' ? 'secondary' : 'destructive'}
            disabled={decide.isPending}
            onClick={() => choose(decision)}
          >
            {APPEALS_TEXT.decision[decision]}
          </Button>
        ))}
      </div>
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
          cancelLabel={APPEALS_TEXT.cancel}
          confirmLabel={dialog.confirm}
          pending={decide.isPending}
          destructive={confirming === 'reject'}
          onConfirm={() => submit(confirming)}
        />
      )}
    </div>
  );
}
