import { WAITLIST_AGE_GROUPS, WAITLIST_GENDERS } from '@starmatch/contracts/constants';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { EmailField } from '@/components/ui/email-field';
import { useFormState } from '@/hooks/use-form-state';
import { onDemandModule } from '@/lib/on-demand-module';
import { useJoinWaitlist } from '../api/join-waitlist';
import type { WaitlistValues } from './waitlist-submit';

// Checking and sending the form needs the contract's schema, and zod with it: a fifth of the
// landing page's JavaScript. It loads when the person first focuses or presses in the form.
const submission = onDemandModule(() => import('./waitlist-submit'));

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
  const form = useFormState<WaitlistValues>({
    email: '',
    ageGroup: null,
    gender: null,
    isNzBased: null,
  });
  // The waitlist says what is missing in a toast: a field is only marked, with no message under it.
  const quietly = <K extends keyof WaitlistValues>(name: K) => {
    const { error, ...field } = form.field(name);
    return { ...field, invalid: error !== undefined };
  };

  const isNzBased = form.values.isNzBased;
  return (
    <form
      ref={form.formRef}
      noValidate
      {...submission.submitsWith(({ submitWaitlist }) => submitWaitlist({ form, join, onJoined }))}
      className="flex flex-col gap-6"
    >
      <EmailField {...quietly('email')} placeholder="you@example.co.nz" />
      <ChoiceGroup legend="Age group" options={ageChoices} {...quietly('ageGroup')} />
      <ChoiceGroup legend="Gender" options={genderChoices} {...quietly('gender')} />
      <ChoiceGroup
        legend="Are you based in New Zealand?"
        options={nzChoices}
        {...quietly('isNzBased')}
        value={isNzBased === null ? null : isNzBased ? 'yes' : 'no'}
        onChange={(answer) => form.setField('isNzBased', answer === 'yes')}
      />
      <Button type="submit" size="lg" disabled={join.isPending} className="w-full">
        {join.isPending ? 'Joining...' : 'Join the Waitlist'}
      </Button>
    </form>
  );
}
