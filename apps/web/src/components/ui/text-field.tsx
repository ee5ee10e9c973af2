import type { ComponentType } from 'react';
import { Field } from './field';
import { Input, type InputProps } from './input';

export interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | undefined;
  /** The input drawn: a plain one unless told (PasswordField's has a show/hide toggle). */
  control?: ComponentType<InputProps>;
}

/** A labelled one-line input with its hint and error; the rest of its props go to the input. */
export function TextField({
  label,
  hint,
  error,
  onChange,
  control: Control = Input,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <Control {...control} {...input} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}
