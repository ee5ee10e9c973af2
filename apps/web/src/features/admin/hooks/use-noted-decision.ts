import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/error-message';
import { type FormSchema, validateForm } from '@/lib/validate-form';

/**
 * A moderator's decision on one waiting item (a correction request, a held photo) with an
 * optional note for the audit log: the note's check, the confirmation that is open, the call,
 * and the toast once it is made. `failure` is the server's message, or `failedText`.
 */
export function useNotedDecision<D extends string>(options: {
  id: string;
  schema: FormSchema<{ decision: D; note?: string | undefined }>;
  mutation: UseMutationResult<unknown, unknown, { id: string; decision: D; note: string }>;
  toastOf: (decision: D) => { title: string; description: string };
  failedText: string;
}) {
  const { id, schema, mutation, toastOf, failedText } = options;
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [confirming, setConfirming] = useState<D | null>(null);

  const submit = (decision: D) => {
    const checked = validateForm(schema, { decision, note });
    if (!checked.ok) {
      setConfirming(null);
      setNoteError(checked.errors.note);
      return;
    }
    mutation.mutate(
      { id, decision, note: checked.data.note ?? '' },
      {
        onSuccess: () => {
          setConfirming(null);
          toast(toastOf(decision));
        },
      },
    );
  };

  return {
    note: {
      value: note,
      error: noteError,
      onChange: (value: string) => {
        setNote(value);
        setNoteError(undefined);
      },
    },
    confirming,
    setConfirming,
    submit,
    failure: mutation.isError ? (serverMessage(mutation.error) ?? failedText) : undefined,
  };
}
