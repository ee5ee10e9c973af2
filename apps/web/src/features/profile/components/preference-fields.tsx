import { AGE_LIMITS } from '@starmatch/contracts/constants';
import { useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import { LOCATION_SUGGESTIONS, type SetupForm } from '../setup-form-values';

/** Location ('City, Region' with suggestions) and the age range of people to meet. */
export function PreferenceFields({ form }: { form: SetupForm }) {
  const listId = useId();
  const ageProps = {
    type: 'number',
    inputMode: 'numeric',
    min: AGE_LIMITS.min,
    max: AGE_LIMITS.max,
    step: 1,
  } as const;

  return (
    <>
      <TextField
        label="Location"
        hint="City, Region, for example Auckland, Auckland"
        list={listId}
        autoComplete="address-level2"
        placeholder="City, Region"
        {...form.field('location')}
      />
      <datalist id={listId}>
        {LOCATION_SUGGESTIONS.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-star">
          Ages you&rsquo;d like to meet ({AGE_LIMITS.min} to {AGE_LIMITS.max})
        </legend>
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Minimum age" {...ageProps} {...form.field('ageRangeMin')} />
          <TextField label="Maximum age" {...ageProps} {...form.field('ageRangeMax')} />
        </div>
      </fieldset>
    </>
  );
}
