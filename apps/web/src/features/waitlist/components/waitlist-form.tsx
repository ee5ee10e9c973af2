import {
  WAITLIST_AGE_GROUPS,
  WAITLIST_GENDERS,
  type WaitlistAgeGroup,
  type WaitlistGender,
} from '@starmatch/contracts/constants';
import { WAITLIST_VALIDATION } from '@starmatch/contracts/validation-messages';
import { joinWaitlistRequestSchema } from '@starmatch/contracts/waitlist';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { EmailField } from '@/components/ui/email-field';
import { toast } from '@/components/ui/use-toast';
import { useFormState } from '@/hooks/use-form-state';
import { isNetworkError, serverMessage } from '@/lib/error-message';
import { useJoinWaitlist } from '../api/join-waitlist';
import { WAITLIST_TOASTS } from '../waitlist-toasts';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const ageChoices = WAITLIST_AGE_GROUPS.map((group) => ({ value: group, label: group }));
const genderChoices = WAITLIST_GENDERS.map((gender) => ({
  value: gender,
  label: capitalise(gender),
}));
const nzChoices = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export function WaitlistForm({ onJoined }: { onJoined: () => void }) {
  const join = useJoinWaitlist();
  const form = useFormState({
    email: '',
    ageGroup: null as WaitlistAgeGroup | null,
    gender: null as WaitlistGender | null,
    isNzBased: null as boolean | null,
  });
  const { values, errors, setField } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validate(joinWaitlistRequestSchema, values);
    if (!result.ok) {
      // One toast at a time: the first problem in the form's order speaks, and
      // only its field is marked, so the outline and the message agree.
      const field = result.firstField;
      if (field) {
        form.setErrors({ [field]: result.errors[field] });
        toast({ variant: 'destructive', ...WAITLIST_VALIDATION[field] });
      }
      return;
    }
    // The server records the address the request came from, never this field.
    const body = { ...result.data, ipAddress: '', userAgent: navigator.userAgent };
    join.mutate(body, {
      onSuccess: () => {
        toast(WAITLIST_TOASTS.joined);
        onJoined();
      },
      onError: (error) => {
        if (isNetworkError(error)) {
          toast({ variant: 'destructive', ...WAITLIST_TOASTS.offline });
          return;
        }
        const { title, fallback } = WAITLIST_TOASTS.failed;
        toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
      },
    });
  };

  const nzValue = values.isNzBased === null ? null : values.isNzBased ? 'yes' : 'no';
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <EmailField
        value={values.email}
        onChange={(value) => setField('email', value)}
        invalid={Boolean(errors.email)}
        placeholder="you@example.co.nz"
      />
      <ChoiceGroup
        legend="Age group"
        name="ageGroup"
        options={ageChoices}
        value={values.ageGroup}
        onChange={(ageGroup) => setField('ageGroup', ageGroup)}
        invalid={Boolean(errors.ageGroup)}
      />
      <ChoiceGroup
        legend="Gender"
        name="gender"
        options={genderChoices}
        value={values.gender}
        onChange={(gender) => setField('gender', gender)}
        invalid={Boolean(errors.gender)}
      />
      <ChoiceGroup
        legend="Are you based in New Zealand?"
        name="isNzBased"
        options={nzChoices}
        value={nzValue}
        onChange={(answer) => setField('isNzBased', answer === 'yes')}
        invalid={Boolean(errors.isNzBased)}
      />
      <Button type="submit" size="lg" disabled={join.isPending} className="w-full">
        {join.isPending ? 'Joining...' : 'Join the Waitlist'}
      </Button>
    </form>
  );
}
