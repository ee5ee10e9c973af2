import { BIO_LIMITS, SEXUAL_ORIENTATIONS } from '@starmatch/contracts/constants';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { SetupForm } from '../setup-form-values';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const orientationChoices = SEXUAL_ORIENTATIONS.map((value) => ({
  value,
  label: capitalise(value),
}));

/** Bio (with a live count) and sexual orientation. */
export function AboutYouFields({ form }: { form: SetupForm }) {
  const { values, errors, setField } = form;
  const length = values.bio.length;
  const bioMax = BIO_LIMITS.setupMax;
  return (
    <>
      <Field
        label="Bio"
        hint={`${BIO_LIMITS.setupMin} to ${bioMax} characters. Share what lights you up and who you hope to meet.`}
        error={errors.bio}
      >
        {(control) => (
          <div className="flex flex-col gap-1">
            <Textarea
              {...control}
              name="bio"
              value={values.bio}
              onChange={(event) => setField('bio', event.target.value)}
              placeholder="Sunrise swims, second-hand bookshops, and always up for a road trip..."
            />
            <p
              aria-hidden="true"
              className={cn('self-end text-sm', length > bioMax ? 'text-rose-300' : 'text-haze')}
            >
              {length}/{bioMax}
            </p>
          </div>
        )}
      </Field>
      <ChoiceGroup
        legend="Sexual orientation"
        options={orientationChoices}
        {...form.field('sexualOrientation')}
      />
    </>
  );
}
