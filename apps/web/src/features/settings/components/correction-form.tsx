import { SIGNUP_GENDERS } from '@starmatch/contracts/constants';
import {
  type AccountDetails,
  CORRECTION_REASON_MAX_LENGTH,
  calendarDayToText,
  correctionFormSchema,
  correctionFormToBody,
} from '@starmatch/contracts/corrections';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { DateOfBirthField } from '@/components/ui/date-of-birth-field';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { useFormState } from '@/hooks/use-form-state';
import { serverMessage } from '@/lib/error-message';
import { useRequestCorrection } from '../api/corrections';
import { CORRECTIONS_TEXT as TEXT } from '../corrections-text';

const genderChoices = SIGNUP_GENDERS.map((gender) => ({ value: gender, label: gender }));

export interface CorrectionFormProps {
  current: AccountDetails;
  /** Sent, or cancelled: the card shows the details (and the waiting request) again. */
  onDone: () => void;
}

/**
 * The correction form, filled in with the details as they are: the person corrects what is
 * wrong and says why. Only what changed is sent; a form that changes nothing says so instead.
 */
export function CorrectionForm({ current, onDone }: CorrectionFormProps) {
  const send = useRequestCorrection();
  const form = useFormState({
    fullName: current.fullName,
    dateOfBirth: calendarDayToText(current.dateOfBirth),
    gender: current.gender as (typeof SIGNUP_GENDERS)[number] | null,
    reason: '',
  });
  const { values, errors, setErrors } = form;
  const failure = send.isError ? (serverMessage(send.error) ?? TEXT.sendFailed) : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const result = form.validate(correctionFormSchema, values);
    if (!result.ok) return;
    const body = correctionFormToBody(result.data, current);
    if (body === null) {
      setErrors({ fullName: TEXT.nothingChanged });
      return;
    }
    send.mutate(body, { onSuccess: onDone });
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      className="flex flex-col gap-4"
      aria-label={TEXT.ask}
      onSubmit={onSubmit}
    >
      <p className="text-sm text-haze">{TEXT.formHint}</p>
      <TextField
        label="Full name"
        autoComplete="name"
        autoCapitalize="words"
        {...form.field('fullName')}
      />
      <DateOfBirthField {...form.field('dateOfBirth')} />
      <ChoiceGroup legend="Gender" options={genderChoices} {...form.field('gender')} />
      <Field
        label={TEXT.reason}
        hint={`${TEXT.reasonHint} ${values.reason.length}/${CORRECTION_REASON_MAX_LENGTH}`}
        error={errors.reason}
      >
        {(control) => (
          <Textarea
            {...control}
            name="reason"
            rows={3}
            maxLength={CORRECTION_REASON_MAX_LENGTH}
            value={values.reason}
            onChange={(event) => form.setField('reason', event.target.value)}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="font-medium text-rose-300">
          {failure}
        </p>
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? TEXT.sending : TEXT.send}
        </Button>
        <Button type="button" variant="secondary" disabled={send.isPending} onClick={onDone}>
          {TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
