import { PasswordInput } from './password-input';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'control' | 'type'> {
  /**
   * A password being chosen, at least this many characters: the hint says so and the browser may
   * offer one (autocomplete new-password). Without it the field asks for the current password.
   */
  minChars?: number;
}

/** A labelled password input with its show/hide toggle, hint and error. */
export function PasswordField({ minChars, ...props }: PasswordFieldProps) {
  const chosen = minChars !== undefined;
  return (
    <TextField
      hint={chosen ? `At least ${minChars} characters` : undefined}
      autoComplete={chosen ? 'new-password' : 'current-password'}
      {...props}
      control={PasswordInput}
    />
  );
}
