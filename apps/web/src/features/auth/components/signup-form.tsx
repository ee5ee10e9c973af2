import { type Gender, PASSWORD_LIMITS, SIGNUP_GENDERS } from '@starmatch/contracts/constants';
import { signupFormSchema } from '@starmatch/contracts/signup';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { DateOfBirthField } from '@/components/ui/date-of-birth-field';
import { EmailField } from '@/components/ui/email-field';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { useFormState } from '@/hooks/use-form-state';
import { paths, termsPath } from '@/lib/paths';
import { useSignupSubmit } from '../hooks/use-signup-submit';

const genderChoices = SIGNUP_GENDERS.map((gender) => ({ value: gender, label: gender }));

export function SignupForm() {
  const { submit, isPending } = useSignupSubmit();
  const form = useFormState({
    fullName: '',
    dateOfBirth: '',
    email: '',
    gender: null as Gender | null,
    password: '',
  });
  const { values } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validate(signupFormSchema, values);
    if (result.ok) submit(result.data);
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        label="Full name"
        autoComplete="name"
        autoCapitalize="words"
        {...form.field('fullName')}
      />
      <DateOfBirthField {...form.field('dateOfBirth')} />
      <EmailField {...form.field('email')} />
      <ChoiceGroup legend="Gender" options={genderChoices} {...form.field('gender')} />
      <PasswordField
        label="Password"
        minChars={PASSWORD_LIMITS.signupMin}
        {...form.field('password')}
      />
      <Button type="submit" size="lg" disabled={isPending} className="w-full">
        {isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm leading-relaxed text-haze">
        By creating an account you agree to the{' '}
        <TextLink to={paths.terms}>Terms of Service</TextLink> and{' '}
        <TextLink to={termsPath('privacy-policy')}>Privacy Policy</TextLink>, and confirm you are 18
        or older.
      </p>
    </form>
  );
}
