import { useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  name: string;
  options: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string;
  /** Marks the group invalid without an inline message (the waitlist reports in a toast). */
  invalid?: boolean;
  className?: string;
}

/**
 * A set of radio buttons drawn as large chips: one tap on a phone, arrow keys
 * on a keyboard, and a real radio group for screen readers.
 */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  invalid = false,
  className,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  const isInvalid = invalid || Boolean(error);

  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      <legend className="mb-2 text-sm font-medium text-star">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex min-h-11 min-w-16 flex-1 cursor-pointer items-center justify-center',
              'whitespace-nowrap',
              'rounded-xl border px-3 text-base font-medium transition-colors select-none',
              'border-night-500 bg-night-900 text-star hover:bg-night-800',
              'has-[:checked]:border-gold-300 has-[:checked]:bg-gold-300 has-[:checked]:text-night-950',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
              'has-[:focus-visible]:outline-gold-200',
              isInvalid && 'border-rose-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={isInvalid ? true : undefined}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
