import { Field } from './field';
import { PasswordInput } from './password-input';

export interface PasswordFieldProps {
  label: string;
  name: string;
  /** 'current-password' to sign in or confirm who one is, 'new-password' to choose one. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | undefined;
}

/** A labelled password input with its show/hide toggle, hint and error. */
export function PasswordField({ label, hint, error, onChange, ...input }: PasswordFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <PasswordInput {...control} {...input} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}
