import { VERIFICATION_CODE } from '@starmatch/contracts/constants';
import type { Ref } from 'react';
import { verificationCodeInputValue } from '@/lib/verification-code-input';
import { Field } from './field';
import { Input } from './input';

export interface VerificationCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The 6-character code input of sign-up verification and of an email change: what is typed is
 * upper-cased and anything but letters and digits is dropped (docs/PRODUCT.md "Verify email").
 */
export function VerificationCodeField({
  value,
  onChange,
  error,
  disabled,
  ref,
}: VerificationCodeFieldProps) {
  return (
    <Field
      label="Verification code"
      hint="Letters and numbers, 6 characters"
      {...(error ? { error } : {})}
    >
      {(control) => (
        <Input
          {...control}
          ref={ref}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={VERIFICATION_CODE.length}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(verificationCodeInputValue(event.target.value))}
          className="text-center font-mono text-2xl tracking-[0.5em] uppercase"
        />
      )}
    </Field>
  );
}
