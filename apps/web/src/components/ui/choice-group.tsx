import { RadioFieldset, type RadioFieldsetProps, type RadioLook } from './radio-fieldset';

const CHIPS: RadioLook = {
  legend: 'text-sm',
  row: 'flex flex-wrap gap-2',
  option:
    'relative inline-flex min-h-11 min-w-16 flex-1 cursor-pointer items-center justify-center ' +
    'whitespace-nowrap rounded-xl border px-3 text-base font-medium transition-colors select-none ' +
    'border-night-500 bg-night-900 text-star hover:bg-night-800 ' +
    'has-[:checked]:border-gold-300 has-[:checked]:bg-gold-300 has-[:checked]:text-night-950 ' +
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ' +
    'has-[:focus-visible]:outline-gold-200',
  input: 'sr-only',
};

/**
 * A set of radio buttons drawn as large chips: one tap on a phone, arrow keys
 * on a keyboard, and a real radio group for screen readers.
 */
export function ChoiceGroup<V extends string>(props: RadioFieldsetProps<V>) {
  return <RadioFieldset look={CHIPS} {...props} />;
}
