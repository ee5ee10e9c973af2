import { DATE_OF_BIRTH_TEXT_MAX_CHARS } from '@starmatch/contracts/constants';
import { dateOfBirthInputValue } from './date-of-birth-input';
import { TextField } from './text-field';

export interface DateOfBirthFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * The date of birth as 'dd/mm/yyyy' text, slashes typed in as the digits come (sign-up and a
 * correction request): a numeric keypad on phones, and the browser's saved birthday offered.
 */
export function DateOfBirthField({ onChange, ...field }: DateOfBirthFieldProps) {
  return (
    <TextField
      label="Date of birth"
      hint="Day, month and year, e.g. 19/04/1995"
      inputMode="numeric"
      autoComplete="bday"
      placeholder="dd/mm/yyyy"
      maxLength={DATE_OF_BIRTH_TEXT_MAX_CHARS}
      {...field}
      onChange={(typed) => onChange(dateOfBirthInputValue(typed))}
    />
  );
}
