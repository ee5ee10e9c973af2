import { Field } from './field';
import { Input } from './input';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the input and linked to it. */
  error?: string | undefined;
  /** Marks the input invalid without a message under it (the waitlist reports by toast). */
  invalid?: boolean;
  placeholder?: string;
}

/** The email input every form uses: the right keyboard, autofill and no autocorrect. */
export function EmailField({ value, onChange, error, invalid, placeholder }: EmailFieldProps) {
  return (
    <Field label="Email" {...(error ? { error } : {})}>
      {(control) => (
        <Input
          {...control}
          {...(invalid ? { 'aria-invalid': true } : {})}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
