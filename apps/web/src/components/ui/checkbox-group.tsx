import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CheckboxGroupProps<V extends string> {
  legend: string;
  description?: ReactNode;
  options: readonly V[];
  selected: readonly V[];
  onToggle: (value: V, checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * Real checkboxes drawn as chips (the look of ChoiceGroup), for lists where any
 * number of answers can be picked, such as the settings preferences.
 */
export function CheckboxGroup<V extends string>({
  legend,
  description,
  options,
  selected,
  onToggle,
  disabled = false,
  className,
}: CheckboxGroupProps<V>) {
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} disabled={disabled}>
      <legend className="mb-1 text-base font-semibold text-star">{legend}</legend>
      {description && <p className="mb-2 text-sm text-haze">{description}</p>}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-4',
              'text-base font-medium whitespace-nowrap transition-colors select-none',
              'border-night-500 bg-night-900 text-star hover:bg-night-800',
              'has-[:checked]:border-gold-300 has-[:checked]:bg-gold-300 has-[:checked]:text-night-950',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
              'has-[:focus-visible]:outline-gold-200 has-[:disabled]:cursor-not-allowed',
            )}
          >
            <input
              type="checkbox"
              value={option}
              checked={selected.includes(option)}
              onChange={(event) => onToggle(option, event.target.checked)}
              className="sr-only"
            />
            {/* A fixed box: '✓' and '+' differ in width, and a chip must not resize when ticked. */}
            <span aria-hidden="true" className="inline-block w-3 text-center text-sm">
              {selected.includes(option) ? '✓' : '+'}
            </span>
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
