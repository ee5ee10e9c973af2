import { AGE_LIMITS } from '@starmatch/contracts/constants';
import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LOCATION_SUGGESTIONS, type SetupForm } from '../setup-form-values';

/** Location ('City, Region' with suggestions) and the age range of people to meet. */
export function PreferenceFields({ form }: { form: SetupForm }) {
  const { values, errors, setField } = form;
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
      <Field
        label="Location"
        hint="City, Region, for example Auckland, Auckland"
        error={errors.location}
      >
        {(control) => (
          <>
            <Input
              {...control}
              name="location"
              list={listId}
              autoComplete="address-level2"
              placeholder="City, Region"
              value={values.location}
              onChange={(event) => setField('location', event.target.value)}
            />
            <datalist id={listId}>
              {LOCATION_SUGGESTIONS.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-star">
          Ages you&rsquo;d like to meet ({AGE_LIMITS.min} to {AGE_LIMITS.max})
        </legend>
        <div className="grid grid-cols-2 gap-4">
          <Field label="Minimum age" error={errors.ageRangeMin}>
            {(control) => (
              <Input
                {...control}
                {...ageProps}
                name="ageRangeMin"
                value={values.ageRangeMin}
                onChange={(event) => setField('ageRangeMin', event.target.value)}
              />
            )}
          </Field>
          <Field label="Maximum age" error={errors.ageRangeMax}>
            {(control) => (
              <Input
                {...control}
                {...ageProps}
                name="ageRangeMax"
                value={values.ageRangeMax}
                onChange={(event) => setField('ageRangeMax', event.target.value)}
              />
            )}
          </Field>
        </div>
      </fieldset>
    </>
  );
}
