import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

/** The optional note a moderator's decision carries into the audit log. */
export function DecisionNoteField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <Textarea
          {...control}
          rows={2}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
