import { type Ref, useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export interface RadioFieldsetProps<V extends string> {
  legend: string;
  name: string;
  options: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string | undefined;
  /** Marks the group invalid without an inline message (the waitlist reports in a toast). */
  invalid?: boolean;
  /** The first radio, so a screen can put focus on the group. */
  firstRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** How a group of radios is drawn: the classes of its legend, options and inputs. */
export interface RadioLook {
  legend: string;
  /** The options' own row, when they sit side by side. */
  row?: string;
  option: string;
  input: string;
}

/**
 * A real radio group (a fieldset with its legend, one name, arrow keys between the options) in
 * the look of the component that uses it: ChoiceGroup's chips or RadioList's rows.
 */
export function RadioFieldset<V extends string>({
  look,
  legend,
  name,
  options,
  value,
  onChange,
  error,
  invalid = false,
  firstRef,
  className,
}: RadioFieldsetProps<V> & { look: RadioLook }) {
  const id = useId();
  const errorId = `${id}-error`;
  const isInvalid = invalid || Boolean(error);
  const radios = options.map((option, index) => (
    <label key={option.value} className={cn(look.option, isInvalid && 'border-rose-400')}>
      <input
        ref={index === 0 ? firstRef : undefined}
        type="radio"
        name={name}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
        aria-invalid={isInvalid ? true : undefined}
        className={look.input}
      />
      {option.label}
    </label>
  ));
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      <legend className={cn('mb-2 font-medium text-star', look.legend)}>{legend}</legend>
      {look.row ? <div className={look.row}>{radios}</div> : radios}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
