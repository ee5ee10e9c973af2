import { type Ref, useId } from 'react';
import { cn } from '@/lib/cn';
import type { Choice } from './choice-group';
import { FieldError } from './field';

export interface RadioListProps<V extends string> {
  legend: string;
  name: string;
  options: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string;
  /** The first radio, so a screen can put focus on the list. */
  firstRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * Radio buttons one under the other, each a full-width row: for choices whose labels are
 * sentences, where ChoiceGroup's chips would wrap awkwardly.
 */
export function RadioList<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  firstRef,
  className,
}: RadioListProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      <legend className="mb-2 text-base font-medium text-star">{legend}</legend>
      {options.map((option, index) => (
        <label
          key={option.value}
          className={cn(
            'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2',
            'border-night-500 bg-night-900 text-base text-star transition-colors hover:bg-night-800',
            'has-[:checked]:border-gold-300 has-[:checked]:bg-night-800',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
            'has-[:focus-visible]:outline-gold-200',
            error && 'border-rose-400',
          )}
        >
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-invalid={error ? true : undefined}
            className="size-5 shrink-0 accent-gold-300"
          />
          {option.label}
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
